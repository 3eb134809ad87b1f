import {
  CREATIVE_STATUSES,
  CREATIVE_TYPE_LABELS,
  CREATIVE_TYPES,
  type Creative,
  creativeBodySchema,
} from '@affnet/contracts';
import { Button, Group, Input, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { OfferPicker, offerPickerOption } from '../../../components/pickers/offer-picker';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreativeOffer } from '../api/get-offer-landing-pages';
import { useSaveCreative } from '../api/save-creative';
import { creativeValuesOf, toCreativeRequest } from './creative-form-values';
import { CREATIVE_STATUS_LABELS, type CreativeLinks } from './creative-labels';
import { CreativeTypeFields } from './creative-type-fields';

const TYPE_OPTIONS = CREATIVE_TYPES.map((type) => ({ value: type, label: CREATIVE_TYPE_LABELS[type] }));
const STATUS_OPTIONS = CREATIVE_STATUSES.map((status) => ({
  value: status,
  label: CREATIVE_STATUS_LABELS[status],
}));

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
  const hasImage = creative?.type === 'banner' && creative.file !== null;
  const { form, formProps, alert, isPending } = useContractForm({
    schema: creativeBodySchema,
    initialValues: creativeValuesOf(creative, offerId),
    mode: 'controlled',
    // The server's rule that a new banner brings its image.
    check: (values) =>
      values.type === 'banner' && !values.file && !hasImage ? { file: 'Choose the banner image' } : {},
    mutation: useSaveCreative(),
    toRequest: (body) => ({ ...(creative ? { id: creative.id } : {}), body: toCreativeRequest(body) }),
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        title: creative ? 'Changes saved' : `${data.name} added`,
        message: creative ? `${data.name} is up to date.` : `The creative is on offer #${data.offer.ref}.`,
      });
      void navigate(links.view(data.id));
    },
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

  return (
    <form {...formProps}>
      <Stack gap="lg" maw={860}>
        <FormAlert title="Could not save the creative" message={alert} />
        <InfoCard title="Creative">
          <OfferPicker
            label="Offer"
            known={knownOffers}
            {...form.getInputProps('offerId')}
            value={form.values.offerId || null}
            onChange={(value) => {
              form.setFieldValue('offerId', value ?? '');
              form.setFieldValue('landingPageId', '');
            }}
          />
          <TextInput label="Name" maxLength={120} {...form.getInputProps('name')} />
          <Input.Wrapper label="Type" required error={form.errors.type}>
            <SegmentedControl
              display="flex"
              mt={4}
              data={TYPE_OPTIONS}
              aria-label="Creative type"
              value={form.values.type}
              onChange={(type) => form.setFieldValue('type', type)}
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
          <Button type="submit" loading={isPending}>
            {creative ? 'Save changes' : 'Add creative'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
