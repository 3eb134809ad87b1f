import {
  BROWSER_LABELS,
  BROWSERS,
  clickPreviewRequestSchema,
  DEVICE_TYPE_LABELS,
  DEVICE_TYPES,
  type Offer,
  OPERATING_SYSTEM_LABELS,
  OPERATING_SYSTEMS,
} from '@affnet/contracts';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CountrySelect } from '../../../../components/country-select';
import { FormAlert } from '../../../../components/form-alert';
import { InfoCard } from '../../../../components/info-card';
import { PublisherPicker } from '../../../../components/pickers/partner-picker';
import { selectInputProps } from '../../../../lib/contract-form';
import { useContractForm } from '../../../../lib/use-contract-form';
import { usePreviewClick } from '../../api/preview-click';
import { ClickPreviewResult } from './click-preview-result';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * "What would this click do?": describe a click (publisher, where from, what device, when) and
 * see each check's verdict in order, the landing page and final URL, or the fallback taken. The
 * server runs the tracking engine's own decision on the saved offer; nothing is recorded.
 */
export function ClickPreviewPanel({ offer }: { offer: Offer }) {
  const mutation = usePreviewClick();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: clickPreviewRequestSchema,
    mode: 'controlled',
    initialValues: {
      publisherId: '',
      country: '',
      device: 'desktop',
      os: 'windows',
      browser: 'chrome',
      ip: '',
      at: '',
      proxy: false,
      repeatVisit: false,
      sub1: '',
      sub2: '',
      source: '',
      lp: '',
    },
    mutation,
    toRequest: (body) => ({ offerId: offer.id, body }),
  });
  const pages = offer.landingPages.map((page) => ({ value: page.id ?? '', label: page.name }));
  return (
    <InfoCard
      title="What would this click do?"
      description={`Describe a click and see each check in order. Times are in the offer's zone (${offer.timezone}); the saved offer is used.`}
    >
      <form {...formProps} aria-label="Click to try">
        <Stack gap="sm">
          <FormAlert title="Could not try the click" message={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <PublisherPicker
              label="Publisher"
              value={form.values.publisherId || null}
              error={form.errors.publisherId}
              withAsterisk
              onChange={(id) => form.setFieldValue('publisherId', id ?? '')}
            />
            <CountrySelect
              label="Country"
              placeholder="From the IP address"
              clearable
              {...selectInputProps(form.getInputProps('country'))}
            />
            <TextInput label="IP address" placeholder="203.0.113.7" {...form.getInputProps('ip')} />
            <Select
              label="Device"
              data={optionsOf(DEVICE_TYPES, DEVICE_TYPE_LABELS)}
              {...selectInputProps(form.getInputProps('device'))}
            />
            <Select
              label="Operating system"
              data={optionsOf(OPERATING_SYSTEMS, OPERATING_SYSTEM_LABELS)}
              {...selectInputProps(form.getInputProps('os'))}
            />
            <Select
              label="Browser"
              data={optionsOf(BROWSERS, BROWSER_LABELS)}
              {...selectInputProps(form.getInputProps('browser'))}
            />
            <TextInput label="Time" placeholder="Now (e.g. 2030-01-07 09:30)" {...form.getInputProps('at')} />
            <Select
              label="Landing page"
              placeholder="Rotation"
              clearable
              data={pages}
              {...selectInputProps(form.getInputProps('lp'))}
            />
            <TextInput label="Sub ID 1" {...form.getInputProps('sub1')} />
            <TextInput label="Sub ID 2" {...form.getInputProps('sub2')} />
            <TextInput label="Source" {...form.getInputProps('source')} />
          </SimpleGrid>
          <Group>
            <Checkbox label="Through a proxy" {...form.getInputProps('proxy', { type: 'checkbox' })} />
            <Checkbox label="A repeat visit" {...form.getInputProps('repeatVisit', { type: 'checkbox' })} />
          </Group>
          <Group>
            <Button type="submit" loading={isPending}>
              Try the click
            </Button>
          </Group>
        </Stack>
      </form>
      {mutation.data ? <ClickPreviewResult preview={mutation.data.data} /> : null}
    </InfoCard>
  );
}
