import {
  type AdvertiserListItem,
  createAdvertiserBodySchema,
  createPublisherBodySchema,
  type PartnerKind,
  type PublisherListItem,
  updateAdvertiserBodySchema,
  updatePublisherBodySchema,
} from '@affnet/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import type { Column } from '../../../components/data-table/data-table';
import { recentFigureColumns } from '../../../components/data-table/recent-figure-columns';
import { InfoCard } from '../../../components/info-card';
import { IpAllowlistInput } from '../../../components/ip-allowlist-input';
import { MessengerFields } from '../../../components/messenger-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import type { ContractSchema } from '../../../lib/contract-form';
import type { PartnerOf } from '../api/partner-keys';
import type { PartnerBody } from '../api/save-partner';
import { AdvertiserBillingCard } from './advertiser-billing-card';
import { AdvertiserCreditCard } from './advertiser-credit-card';
import { ConversionSecurityCard } from './conversion-security-card';
import type { PartnerKindForm } from './partner-form-values';
import type { PartnerListItemOf, PartnerSort } from './partner-list-query';
import { PartnerPaymentCard } from './partner-payment-card';
import { PartnerPaymentChanges } from './partner-payment-changes';
import type { PartnerNoun } from './partner-types';
import { PublisherBalanceCard } from './publisher-balance-card';
import { HoldDaysInput, MinimumPayoutInput, PublisherTrafficCard } from './publisher-traffic-card';
import { ValidationDeadlineCard, ValidationDeadlineFormCard } from './validation-deadline-card';

type KindFields = ComponentType<{ form: PartnerKindForm }>;

/** "4 (3 active)": an advertiser's offers other than archived ones. */
function OfferCounts({ counts }: { counts: AdvertiserListItem['offers'] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {counts.total}{' '}
      <Text span size="sm" c="dimmed">
        ({counts.active} active)
      </Text>
    </Text>
  );
}

/** What one kind of partner adds to the shared screens; everything else is the same for both. */
export type PartnerKindParts<K extends PartnerKind> = {
  noun: PartnerNoun;
  /** Adding may leave the status to its default; an edit must state it (the server's rule too). */
  schemas: { create: ContractSchema<PartnerBody>; update: ContractSchema<PartnerBody> };
  /** Inputs beside the contact fields (the publisher's messenger). */
  ContactFields: KindFields | null;
  /** The form's cards of the kind's own settings. */
  FormCard: KindFields;
  /** The view page's cards of the kind's own settings. */
  DetailCard: ComponentType<{ partner: PartnerOf<K> }>;
  /** The list's columns of what the kind adds: figures when the page has them (`withFigures`). */
  listColumns: (withFigures: boolean) => Column<PartnerListItemOf<K>, PartnerSort>[];
  /** What the figures' money is called on the list ("Spend", "Earnings"). */
  figuresMoney: string;
  /**
   * The view page's money: how the network pays a publisher (their payout method and its
   * changes), how an advertiser pays the network (their billing details).
   */
  MoneyCards: ComponentType<{ partnerId: string }>;
};

export const PARTNER_KINDS: { [K in PartnerKind]: PartnerKindParts<K> } = {
  advertiser: {
    noun: { singular: 'advertiser', plural: 'advertisers' },
    schemas: { create: createAdvertiserBodySchema, update: updateAdvertiserBodySchema },
    ContactFields: null,
    FormCard: ({ form }) => (
      <>
        <InfoCard
          title="Conversion security"
          description="The conversion token is created with the advertiser and shown on its page."
        >
          <IpAllowlistInput form={form} />
        </InfoCard>
        <ValidationDeadlineFormCard form={form} />
      </>
    ),
    DetailCard: ({ partner }) => (
      <>
        <ConversionSecurityCard advertiser={partner} />
        <ValidationDeadlineCard advertiser={partner} />
      </>
    ),
    listColumns: (withFigures) => [
      { key: 'offers', header: 'Offers', render: (row) => <OfferCounts counts={row.offers} /> },
      ...(withFigures
        ? recentFigureColumns<AdvertiserListItem, PartnerSort>({
            recentOf: (row) => row.recent,
            money: { counter: 'revenue', header: 'Spend' },
            sorts: { clicks: 'clicks', conversions: 'conversions' },
          })
        : []),
    ],
    figuresMoney: 'Spend',
    MoneyCards: ({ partnerId }) => (
      <>
        <AdvertiserCreditCard advertiserId={partnerId} />
        <AdvertiserBillingCard partnerId={partnerId} />
      </>
    ),
  },
  publisher: {
    noun: { singular: 'publisher', plural: 'publishers' },
    schemas: { create: createPublisherBodySchema, update: updatePublisherBodySchema },
    ContactFields: ({ form }) => <MessengerFields form={form} />,
    FormCard: ({ form }) => (
      <InfoCard title="Traffic and payment">
        <TrafficSourcesInput form={form} description="Where the publisher's visitors come from." />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md" maw={660}>
          <HoldDaysInput form={form} />
          <MinimumPayoutInput form={form} />
        </SimpleGrid>
      </InfoCard>
    ),
    DetailCard: ({ partner }) => <PublisherTrafficCard publisher={partner} />,
    // Not sortable by figures: ranking every publisher costs too much (docs/reports.md).
    listColumns: (withFigures) =>
      withFigures
        ? recentFigureColumns<PublisherListItem, PartnerSort>({
            recentOf: (row) => row.recent,
            money: { counter: 'payout', header: 'Earnings' },
          })
        : [],
    figuresMoney: 'Earnings',
    MoneyCards: ({ partnerId }) => (
      <>
        <PublisherBalanceCard partnerId={partnerId} />
        <PartnerPaymentCard kind="publisher" partnerId={partnerId} />
        <PartnerPaymentChanges kind="publisher" partnerId={partnerId} />
      </>
    ),
  },
};
