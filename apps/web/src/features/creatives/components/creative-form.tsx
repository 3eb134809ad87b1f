import {
  CREATIVE_STATUSES,
  CREATIVE_TYPE_LABELS,
  CREATIVE_TYPES,
  type Creative,
  type CreativeInput,
  creativeBodySchema,
} from '@affnet/contracts';
import { Button, Group, Input, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { OfferPicker, offerPickerOption } from '../../../components/pickers/offer-picker';
import { contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { useFirstErrorFocus } from '../../../lib/use-first-error-focus';
import { useCreativeOffer } from '../api/get-offer-landing-pages';
import { useSaveCreative } from '../api/save-creative';
import {
  CREATIVE_FIELDS,
  CREATIVE_OPTIONAL_KEYS,
  type CreativeValues,
  creativeValuesOf,
  toCreativeRequest,
} from './creative-form-values';
import { CREATIVE_STATUS_LABELS, type CreativeLinks } from './creative-labels';
import { CreativeTypeFields } from './creative-type-fields';

const TYPE_OPTIONS = CREATIVE_TYPES.map((type) => ({ value: type, label: CREATIVE_TYPE_LABELS[type] }));
const STATUS_OPTIONS = CREATIVE_STATUSES.map((status) => ({
  value: status,
  label: CREATIVE_STATUS_LABELS[status],
}));
const contract = contractForm<CreativeValues, CreativeInput>(creativeBodySchema, CREATIVE_OPTIONAL_KEYS);

/** The schema's checks, plus the server's rule that a new banner brings its image. */
function validateCreative(values: CreativeValues, hasImage: boolean): FormErrors {
  const errors = contract.validate(values);
  if (values.type === 'banner' && !values.file && !hasImage) errors.file = 'Choose the banner image';
  return errors;
}

type CreativeFormProps = {
  /** The creative to edit; without one the form adds a new creative. */
  creative?: Creative;
  /** Preselects the offer of a new creative (offer/creative/add?offerId=…). */
  offerId?: string;
  links: CreativeLinks;
};

/** Add or edit a creative, validated by the same contracts schema as the API. */
export function CreativeForm({ creative, offerId, links }: CreativeFormProps) {
  const navigate = useNavigate();
  const { ref, focusFirstError } = useFirstErrorFocus();
  const hasImage = creative?.type === 'banner' && creative.file !== null;
  const form = useForm<CreativeValues, CreativeInput>({
    initialValues: creativeValuesOf(creative, offerId),
    validate: (values) => validateCreative(values, hasImage),
    transformValues: contract.transformValues,
  });
  const offer = useCreativeOffer(form.values.offerId);
  const knownOffers = [
    ...(offer.data ? [offerPickerOption(offer.data)] : []),
    ...(creative ? [offerPickerOption(creative.offer)] : []),
  ];
  const pages = (offer.data?.landingPages ?? []).map((page) => ({
    value: page.id,
    label: page.status === 'paused' ? `${page.name} (paused)` : page.name,
  }));
  const mutation = useSaveCreative({
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        title: creative ? 'Changes saved' : `${data.name} added`,
        message: creative ? `${data.name} is up to date.` : `The creative is on offer #${data.offer.ref}.`,
      });
      void navigate(links.view(data.id));
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      focusFirstError();
    },
  });
  const submit = (body: CreativeInput) =>
    mutation.mutate({ ...(creative ? { id: creative.id } : {}), body: toCreativeRequest(body) });

  return (
    <form ref={ref} noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg" maw={860}>
        <FormAlert
          title="Could not save the creative"
          message={formAlertOf(mutation.error, [...CREATIVE_FIELDS])}
        />
        <InfoCard title="Creative">
          <OfferPicker
            label="Offer"
            required
            known={knownOffers}
            {...form.getInputProps('offerId')}
            value={form.values.offerId || null}
            onChange={(value) => {
              form.setFieldValue('offerId', value ?? '');
              form.setFieldValue('landingPageId', '');
            }}
          />
          <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
          <Input.Wrapper label="Type" required error={form.errors.type}>
            <SegmentedControl
              display="flex"
              mt={4}
              data={TYPE_OPTIONS}
              aria-label="Creative type"
              {...form.getInputProps('type')}
            />
          </Input.Wrapper>
          <CreativeTypeFields form={form} creative={creative} />
        </InfoCard>
        <InfoCard title="Where it leads and who sees it">
          <Select
            label="Landing page"
            description="Where this creative's clicks land. Empty: the offer's usual landing page rotation."
            placeholder={form.values.offerId ? "The offer's usual rotation" : 'Choose the offer first'}
            disabled={!form.values.offerId}
            clearable
            data={pages}
            nothingFoundMessage="This offer has no landing pages"
            {...form.getInputProps('landingPageId')}
            value={form.values.landingPageId || null}
            onChange={(value) => form.setFieldValue('landingPageId', value ?? '')}
          />
          <Select
            label="Status"
            required
            allowDeselect={false}
            data={STATUS_OPTIONS}
            {...form.getInputProps('status')}
          />
          <Switch
            label="Publishers can see and download it"
            description="Shown on the offer to publishers who may run it."
            {...form.getInputProps('downloadable', { type: 'checkbox' })}
          />
        </InfoCard>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={creative ? links.view(creative.id) : links.list}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {creative ? 'Save changes' : 'Add creative'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
