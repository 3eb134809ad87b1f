import type { CapScope, PublisherOffer } from '@affnet/contracts';
import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccessStatusBadge } from '../../../components/offers/access-status-badge';
import { LandingPagesCard } from '../../../components/offers/landing-pages-card';
import {
  CapsCard,
  DescriptionCard,
  ScheduleCard,
  TargetingCard,
} from '../../../components/offers/offer-rules-cards';
import type { CreativeCodeSlot } from '../../../components/offers/partner-creatives-card';
import { PartnerCreativesCard } from '../../../components/offers/partner-creatives-card';
import { PartnerOfferHeader } from '../../../components/offers/partner-offer-header';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { useLinkParts } from '../../../lib/use-link-parts';
import { usePublisherOffer } from '../api/get-publisher-offer';
import { AccessPanel } from '../components/access-panel';
import { OfferChangesCard } from '../components/offer-changes-card';
import { PayoutsCard } from '../components/payouts-card';
import { usePublisherCodeSlot } from '../components/publisher-creative-codes';
import { PublisherLinkPanel } from '../components/publisher-link-panel';
import { RequestAccessModal } from '../components/request-access-modal';
import type { CatalogLinks } from './publisher-offer-list-page';

const OFFER_NOUN = { singular: 'offer', plural: 'available offers' };

const CAP_SCOPES_FOR_PUBLISHER: Record<CapScope, string> = {
  offer: 'shared by all publishers',
  each_publisher: 'counted for you alone',
  publisher: 'yours alone',
};

const CREATIVES_DESCRIPTION =
  'Each code carries your tracking link with the landing page, sub ids and source chosen above. Previews run without scripts.';

function OfferDetails({ offer, codeOf }: { offer: PublisherOffer; codeOf: CreativeCodeSlot }) {
  const eventNames = Object.fromEntries(offer.payouts.map((payout) => [payout.eventKey, payout.eventName]));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <PayoutsCard payouts={offer.payouts} currency={offer.currency} />
          <TargetingCard targeting={offer.targeting} />
          <ScheduleCard schedule={offer.schedule} />
          <CapsCard
            caps={offer.caps}
            currency={offer.currency}
            eventNames={eventNames}
            scopeText={(scope) => CAP_SCOPES_FOR_PUBLISHER[scope as CapScope] ?? null}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <DescriptionCard description={offer.description} restrictions={offer.restrictions} />
          <LandingPagesCard pages={offer.landingPages} previewUrl={offer.previewUrl} />
          <PartnerCreativesCard
            creatives={offer.creatives}
            emptyText="No creatives for this offer yet."
            description={offer.access === 'approved' ? CREATIVES_DESCRIPTION : undefined}
            codeOf={codeOf}
          />
          <OfferChangesCard offerId={offer.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The link generator and the details, whose creatives' code follows the link's parts. */
function RunningTheOffer({ offer }: { offer: PublisherOffer }) {
  const parts = useLinkParts();
  const codeOf = usePublisherCodeSlot(offer, parts.query);
  return (
    <>
      <PublisherLinkPanel offer={offer} parts={parts} />
      <OfferDetails offer={offer} codeOf={codeOf} />
    </>
  );
}

type PublisherOfferViewPageProps = { screen: ScreenMeta; links: CatalogLinks };

/** offer/view/:id: everything a publisher needs to decide on and run an offer. */
export default function PublisherOfferViewPage({ screen, links }: PublisherOfferViewPageProps) {
  const id = useParams().id ?? '';
  const query = usePublisherOffer(id);
  const [requesting, setRequesting] = useState(false);
  return (
    <RecordGate
      query={query}
      noun={OFFER_NOUN}
      listPath={links.available}
      isMissing={!isUuid(id)}
      notFoundText="This offer does not exist, or is not open to you."
      header={
        <PageHeader
          title={screen.title}
          breadcrumbs={trailOf(screen, links.available, { label: screen.title })}
        />
      }
    >
      {(offer) => (
        <Stack gap="lg">
          <PartnerOfferHeader
            offer={offer}
            breadcrumbs={trailOf(screen, links.available, { label: offer.name })}
          >
            {offer.access !== 'none' ? <AccessStatusBadge status={offer.access} /> : null}
          </PartnerOfferHeader>
          <AccessPanel offer={offer} onRequest={() => setRequesting(true)} />
          <RunningTheOffer offer={offer} />
          <RequestAccessModal offer={requesting ? offer : null} onClose={() => setRequesting(false)} />
        </Stack>
      )}
    </RecordGate>
  );
}
