import {
  type AdvertiserOffer,
  type AdvertiserOfferResults,
  CONVERSION_INTAKE_LABELS,
} from '@affnet/contracts';
import { Anchor, Grid, Stack, Tabs, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
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
import { formatAmount } from '../../../lib/money';
import { trailOf } from '../../../lib/screen';
import { useAdvertiserOffer } from '../api/get-advertiser-offer';
import { OfferIntegrationPanel } from '../components/offer-integration-panel';
import { OfferPostbackLog } from '../components/offer-postback-log';
import { OfferResultsCard } from '../components/offer-results-card';
import { RevenueCard } from '../components/revenue-card';
import type { AdvertiserOfferLinks, AdvertiserOfferScreenProps } from './advertiser-offer-list-page';

const OFFER_NOUN = { singular: 'offer', plural: 'your offers' };

/** The view's tabs, kept in the URL (`?tab=`) so each can be linked to and bookmarked. */
const TABS = [
  ['overview', 'Overview'],
  ['integration', 'Integration'],
  ['postback-log', 'Postback log'],
] as const;
type TabValue = (typeof TABS)[number][0];
const isTab = (value: string | null): value is TabValue => TABS.some(([tab]) => tab === value);

/** The performance report of these days and zone, filtered to the offer, by day. */
function reportLinkOf(links: AdvertiserOfferLinks, offerId: string) {
  return (results: AdvertiserOfferResults) =>
    `${links.report}?${new URLSearchParams({
      from: results.from,
      to: results.to,
      tz: results.timeZone,
      offerId,
      groupBy: 'date',
    })}`;
}

function OfferDetails({ offer, links }: { offer: AdvertiserOffer; links: AdvertiserOfferLinks }) {
  const eventNames = Object.fromEntries(offer.events.map((event) => [event.key, event.name]));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <OfferResultsCard
            offerId={offer.id}
            currency={offer.currency}
            reportLink={reportLinkOf(links, offer.id)}
          />
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
          <ConversionChannelsCard offer={offer} />
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

/** How this offer's conversions may be reported, and what a pixel may set (docs/tracking.md). */
function ConversionChannelsCard({ offer }: { offer: AdvertiserOffer }) {
  const browsers = offer.conversionIntake === 'server_and_browser';
  const amount = offer.browserSaleAmountMax
    ? `sale amounts count up to ${formatAmount(offer.browserSaleAmountMax, offer.currency)}`
    : 'their sale amounts are ignored';
  return (
    <InfoCard title="Conversion tracking">
      <FieldList>
        <Field label="Conversions reported by">
          <Text size="sm">{CONVERSION_INTAKE_LABELS[offer.conversionIntake]}</Text>
        </Field>
      </FieldList>
      <Text size="sm" c="dimmed">
        {browsers
          ? `Pixels and the JS tag run in your visitor's browser, so they never set a conversion's status; ${amount}, and a click converts through them once per event. Your server postback for the same click confirms what a pixel recorded.`
          : 'Send conversions from your server with your postback token; pixels and the JS tag are refused on this offer.'}
      </Text>
    </InfoCard>
  );
}

/** Overview (results and settings), Integration (token, snippets, test) and the postback log. */
function OfferTabs({ offer, links }: { offer: AdvertiserOffer; links: AdvertiserOfferLinks }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';
  // Another tab's list state (page, filters) means nothing here: a switch starts clean.
  const choose = (value: string | null) =>
    setParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true });
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg">
        {TABS.map(([value, label]) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview">
        <OfferDetails offer={offer} links={links} />
      </Tabs.Panel>
      <Tabs.Panel value="integration">
        <OfferIntegrationPanel offerId={offer.id} currency={offer.currency} accountPath={links.account} />
      </Tabs.Panel>
      <Tabs.Panel value="postback-log">
        <OfferPostbackLog offerId={offer.id} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * advertiser offer/view/:id: one of the advertiser's offers: its results and what it costs, how it
 * runs, what they need to integrate it (and a test), and the calls their platform made.
 */
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
          <OfferTabs offer={offer} links={links} />
        </Stack>
      )}
    </RecordGate>
  );
}
