import {
  ATTRIBUTION_WINDOW_DAYS_MAX,
  CONVERSION_INTAKE_LABELS,
  CONVERSION_INTAKES,
  CONVERSION_STATUS_LABELS,
  CONVERSION_STATUSES,
  HOLD_DAYS_MAX,
  MIN_CONVERSION_SECONDS_MAX,
  OFFER_CATEGORIES_MAX,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  OFFER_TAGS_MAX,
  type Offer,
  REDIRECT_MODE_LABELS,
  REDIRECT_MODES,
} from '@affnet/contracts';
import {
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { CurrencySelect } from '../../../../components/currency-select';
import { InfoCard } from '../../../../components/info-card';
import { MacroUrlInput } from '../../../../components/offers/macro-url-input';
import { AdvertiserPicker } from '../../../../components/pickers/partner-picker';
import { knownOption } from '../../../../components/pickers/remote-select';
import { ValidationDeadlineFields } from '../../../../components/validation-deadline-fields';
import { useCategoryOptions } from '../../../../lib/api/get-offer-categories';
import { selectInputProps } from '../../../../lib/contract-form';
import type { SectionForm } from '../../components/editor/offer-form';
import type { GeneralValues } from './general-values';
import { ThumbnailField } from './thumbnail-field';

const DescriptionEditor = lazy(() => import('./description-editor'));

const STATUS_OPTIONS = OFFER_STATUSES.map((value) => ({ value, label: OFFER_STATUS_LABELS[value] }));
const REDIRECT_OPTIONS = REDIRECT_MODES.map((value) => ({ value, label: REDIRECT_MODE_LABELS[value] }));
const INTAKE_OPTIONS = [
  { value: 'network_default', label: 'The network’s default (setting/advertiser)' },
  ...CONVERSION_INTAKES.map((value) => ({ value, label: CONVERSION_INTAKE_LABELS[value] })),
];
const CONVERSION_OPTIONS = CONVERSION_STATUSES.map((value) => ({
  value,
  label: CONVERSION_STATUS_LABELS[value],
}));

type GeneralFieldsProps = {
  form: SectionForm<GeneralValues>;
  /** The stored offer (its categories and thumbnail); absent for a new one. */
  offer?: Offer;
};

/** What the offer is, whose it is and where its traffic goes: the general tab, the wizard's step. */
export function GeneralFields({ form, offer }: GeneralFieldsProps) {
  return (
    <>
      <InfoCard title="Offer">
        <OfferIdentityFields form={form} offer={offer} />
      </InfoCard>
      <InfoCard
        title="Tracking"
        description="Where clicks go. Macros in braces are replaced with each click's values."
      >
        <TrackingFields form={form} />
      </InfoCard>
      <InfoCard
        title="Conversion tracking"
        description="Which conversions count: those within the window after their click, and not faster than the minimum time."
      >
        <AttributionFields form={form} />
        <ValidationDeadlineFields
          form={form}
          hasDays={form.values.validationDays !== ''}
          daysDescription="Days the advertiser has to approve or reject each conversion of this offer; one still pending then is decided automatically. 1 to 365; empty = the advertiser's deadline."
        />
        <IntakeFields form={form} />
      </InfoCard>
      <InfoCard title="Description" description="What publishers read about the offer.">
        <DescriptionFields form={form} offer={offer} />
      </InfoCard>
    </>
  );
}

function OfferIdentityFields({ form, offer }: GeneralFieldsProps) {
  const categories = useCategoryOptions();
  const categoryOptions = useMemo(() => {
    const options = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
    for (const category of offer?.categories ?? []) {
      if (!options.some((option) => option.value === category.id)) {
        options.push({ value: category.id, label: category.name });
      }
    }
    return options;
  }, [categories.data, offer]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Offer name" maxLength={160} {...form.getInputProps('name')} />
      <AdvertiserPicker
        label="Advertiser"
        {...form.getInputProps('advertiserId')}
        value={form.values.advertiserId || null}
        known={knownOption(form.values.advertiserId, form.values.advertiserName)}
        onChange={(id, option) => {
          form.setFieldValue('advertiserId', id ?? '');
          form.setFieldValue('advertiserName', option?.label ?? '');
        }}
      />
      <MultiSelect
        label="Categories"
        placeholder={categories.isError ? 'Could not load the categories' : 'Choose categories'}
        data={categoryOptions}
        searchable
        clearable
        maxValues={OFFER_CATEGORIES_MAX}
        nothingFoundMessage="No category matches"
        {...form.getInputProps('categoryIds')}
      />
      <Select
        label="Status"
        description="Draft offers are hidden from publishers."
        data={STATUS_OPTIONS}
        allowDeselect={false}
        {...selectInputProps(form.getInputProps('status'))}
      />
      <CurrencySelect
        label="Currency"
        description="Payouts, revenue and money caps are in this currency."
        current={form.values.currency}
        {...form.getInputProps('currency')}
      />
      <TagsInput
        label="Tags"
        description="Free labels for searching and filtering. Press Enter after each."
        maxTags={OFFER_TAGS_MAX}
        clearable
        acceptValueOnBlur
        {...form.getInputProps('tags')}
      />
    </SimpleGrid>
  );
}

function TrackingFields({ form }: { form: SectionForm<GeneralValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MacroUrlInput
        label="Destination URL"
        description="The advertiser's page. Add {click_id} so conversions can be matched to the click."
        needsClickId
        {...form.getInputProps('destinationUrl')}
      />
      <TextInput
        label="Preview URL"
        description="A page publishers may look at without it counting as a click."
        placeholder="https://"
        {...form.getInputProps('previewUrl')}
      />
      <Select
        label="Redirect mode"
        data={REDIRECT_OPTIONS}
        allowDeselect={false}
        {...selectInputProps(form.getInputProps('redirectMode'))}
      />
      <Select
        label="Default conversion status"
        description="The status a new conversion gets unless its event says otherwise."
        data={CONVERSION_OPTIONS}
        allowDeselect={false}
        {...selectInputProps(form.getInputProps('defaultConversionStatus'))}
      />
      <Switch
        label="Require HTTPS"
        description="Every destination and landing page must start with https://."
        {...form.getInputProps('requireHttps', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

function AttributionFields({ form }: { form: SectionForm<GeneralValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberInput
        label="Attribution window (days)"
        description="Conversions later than this after their click are refused as expired. 1 to 365."
        min={1}
        max={ATTRIBUTION_WINDOW_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('attributionWindowDays')}
      />
      <NumberInput
        label="Minimum time to convert (seconds)"
        description="Conversions sooner than this after their click are refused as too fast. 0 turns it off."
        min={0}
        max={MIN_CONVERSION_SECONDS_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('minConversionSeconds')}
      />
      <NumberInput
        label="Hold before payment (days)"
        description="Approved conversions are payable, and invoiced, this many days after approval. 0 to 90; empty = the publisher's hold, else the network's (setting/publisher)."
        min={0}
        max={HOLD_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('holdDays')}
      />
    </SimpleGrid>
  );
}

/**
 * Which channels may report conversions. A pixel or the JS tag runs in the visitor's browser, so
 * whoever has a click id can fire it: it never sets the status, and its sale amount counts only up
 * to the limit set here (docs/tracking.md "What a browser may do").
 */
function IntakeFields({ form }: { form: SectionForm<GeneralValues> }) {
  const browsersPossible = form.values.conversionIntake !== 'server_only';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Conversions reported by"
        description="Server postbacks carry the advertiser's secret token. Pixels and the JS tag run in the visitor's browser and prove nothing: they never set the status."
        data={INTAKE_OPTIONS}
        allowDeselect={false}
        {...selectInputProps(form.getInputProps('conversionIntake'))}
      />
      {browsersPossible ? (
        <TextInput
          label="Largest sale amount from a pixel"
          description="A pixel or tag reporting more is refused; left empty, their sale amounts are ignored (revenue-share payouts then need a server postback)."
          inputMode="decimal"
          placeholder="Not taken"
          rightSection={form.values.currency}
          rightSectionWidth={48}
          {...form.getInputProps('browserSaleAmountMax')}
        />
      ) : null}
    </SimpleGrid>
  );
}

function DescriptionFields({ form, offer }: GeneralFieldsProps) {
  const description = form.getInputProps('description');
  return (
    <>
      <Suspense fallback={<Skeleton height={220} aria-label="Loading the editor" />}>
        <DescriptionEditor
          label="Description"
          description="Shown to publishers on the offer page."
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={description.error}
        />
      </Suspense>
      <Textarea
        label="Restrictions and KPIs"
        description="Allowed and forbidden traffic, and the quality the advertiser expects."
        autosize
        minRows={3}
        maxLength={5000}
        {...form.getInputProps('restrictions')}
      />
      <ThumbnailField form={form} stored={offer?.thumbnail ?? null} />
      <Textarea
        label="Internal notes"
        description="Seen by your staff only."
        autosize
        minRows={2}
        maxLength={5000}
        {...form.getInputProps('notes')}
      />
    </>
  );
}
