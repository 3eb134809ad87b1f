import type { AdvertiserOffer } from '@affnet/contracts';
import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { LandingPagesCard } from '../../../components/offers/landing-pages-card';
import {
  CapsCard,
  DescriptionCard,
  ScheduleCard,
  TargetingCard,
} from '../../../components/offers/offer-rules-cards';
import { OfferStatusBadge } from '../../../components/offers/offer-status-badge';
import { PartnerCreativesCard } from '../../../components/offers/partner-creatives-card';
import { PartnerOfferHeader } from '../../../components/offers/partner-offer-header';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { useAdvertiserOffer } from '../api/get-advertiser-offer';
import { RevenueCard } from '../components/revenue-card';
import type { AdvertiserOfferScreenProps } from './advertiser-offer-list-page';

const OFFER_NOUN = { singular: 'offer', plural: 'your offers' };

function OfferDetails({ offer }: { offer: AdvertiserOffer }) {
  const eventNames = Object.fromEntries(offer.events.map((event) => [event.key, event.name]));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <RevenueCard events={offer.events} currency={offer.currency} />
          <InfoCard title="Destination">
            <FieldList>
              <Field label="Destination URL">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {offer.destinationUrl}
                </Text>
              </Field>
            </FieldList>
          </InfoCard>
          <TargetingCard targeting={offer.targeting} />
          <ScheduleCard schedule={offer.schedule} />
          <CapsCard caps={offer.caps} currency={offer.currency} eventNames={eventNames} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <DescriptionCard description={offer.description} restrictions={offer.restrictions} />
          <LandingPagesCard pages={offer.landingPages} previewUrl={offer.previewUrl} />
          <PartnerCreativesCard
            creatives={offer.creatives}
            emptyText="The network has not added creatives yet."
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** advertiser offer/view/:id: one of the advertiser's offers, with what it costs and how it runs. */
export default function AdvertiserOfferViewPage({ screen, links }: AdvertiserOfferScreenProps) {
  const id = useParams().id ?? '';
  const query = useAdvertiserOffer(id);
  return (
    <RecordGate
      query={query}
      noun={OFFER_NOUN}
      listPath={links.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(offer) => (
        <Stack gap="lg">
          <PartnerOfferHeader offer={offer} breadcrumbs={trailOf(screen, links.list, { label: offer.name })}>
            <OfferStatusBadge status={offer.status} />
            {offer.previewUrl ? (
              <Anchor href={offer.previewUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Preview
              </Anchor>
            ) : null}
          </PartnerOfferHeader>
          <OfferDetails offer={offer} />
        </Stack>
      )}
    </RecordGate>
  );
}
