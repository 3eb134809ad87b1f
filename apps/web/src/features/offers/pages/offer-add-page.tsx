import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import { PriceFields, withUsedParts } from '../../../components/offers/price-fields';
import { PageHeader } from '../../../components/page-header';
import { payoutAboveRevenueWarning } from '../../../lib/risky-input';
import { type OfferScreenProps, trailOf } from '../../../lib/screen';
import { AddOfferFrame } from '../components/add/add-offer-frame';
import { useCreateOfferForm } from '../components/add/use-create-offer-form';
import { WIZARD_PARAM } from '../components/editor/editor-context';
import type { SectionForm } from '../components/editor/offer-form';
import { GeneralFields } from '../sections/general/general-fields';
import {
  GENERAL_HIDDEN,
  type GeneralValues,
  generalValuesOf,
  prepareGeneral,
} from '../sections/general/general-values';
import { MarginHint } from '../sections/payouts/margin-hint';
import {
  type PayoutRow,
  typedPayoutOf,
  typedRevenueOf,
  zeroPayoutRow,
} from '../sections/payouts/payouts-values';

/** The wizard's first step: the general fields and the base event's price. */
type WizardValues = GeneralValues & { payouts: PayoutRow[] };

const BASE_EVENT_KEY = 'conversion';

function wizardValues(): WizardValues {
  return {
    ...generalValuesOf(),
    payouts: [{ ...zeroPayoutRow(BASE_EVENT_KEY, BASE_EVENT_KEY), payoutAmount: '', revenueAmount: '' }],
  };
}

function prepareWizard(values: WizardValues): WizardValues {
  const general = prepareGeneral(values);
  return {
    ...general,
    payouts: general.payouts.map((row) => withUsedParts(withUsedParts(row, 'payout'), 'revenue')),
  };
}

/** offer/add: creates the offer from its general fields and base price, then opens the other tabs. */
export default function OfferAddPage({ screen, links }: OfferScreenProps) {
  const navigate = useNavigate();
  const { form, ref, submit, alert, isPending } = useCreateOfferForm<WizardValues>({
    initialValues: wizardValues(),
    prepare: prepareWizard,
    hidden: GENERAL_HIDDEN,
    onCreated: (offer) => {
      const events = links.tabs.find((tab) => tab.segment === 'events');
      if (events) void navigate(`${events.path(offer.id)}?${WIZARD_PARAM}=1`);
    },
  });
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })}>
        <Text c="dimmed" size="sm">
          Step 1: what the offer is and what it pays. Events, landing pages, caps, targeting and the rest
          follow tab by tab. Prefer one form?{' '}
          <Anchor component={Link} to={links.addClassic} inherit c="inherit" underline="always">
            Use the classic form
          </Anchor>
          .
        </Text>
      </PageHeader>
      <AddOfferFrame
        formRef={ref}
        onSubmit={submit}
        alert={alert}
        isPending={isPending}
        isDirty={form.isDirty}
        cancelTo={links.list}
      >
        <GeneralFields form={form} />
        <BasePriceFields form={form} />
      </AddOfferFrame>
    </Stack>
  );
}

/** The base event's default payout and revenue, in the offer's currency. */
function BasePriceFields({ form }: { form: SectionForm<WizardValues> }) {
  const row = form.values.payouts[0];
  if (!row) return null;
  return (
    <InfoCard
      title="Base payout"
      description="What publishers earn and the advertiser pays for each conversion of the base event. More events and per-publisher payouts come on the next tabs."
    >
      <Group gap="xl" align="flex-start">
        <PriceFields
          form={form}
          base="payouts.0.payout"
          type={row.payoutType}
          currency={form.values.currency}
          label="Payout"
          warning={payoutAboveRevenueWarning(typedPayoutOf(row), typedRevenueOf(row), form.values.currency)}
        />
        <PriceFields
          form={form}
          base="payouts.0.revenue"
          type={row.revenueType}
          currency={form.values.currency}
          label="Revenue"
        />
      </Group>
      <MarginHint row={row} currency={form.values.currency} />
    </InfoCard>
  );
}
