import { type AddDomainBody, addDomainBodySchema, type NetworkDomain } from '@affnet/contracts';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { settingsKey, useSaveSettings } from '../../../components/settings-page';
import { useContractForm } from '../../../lib/use-contract-form';

type AddDomainValues = { host: string; kind: 'panel' | 'tracking' };

/** Adds a panel or tracking domain; the list above refreshes with it. */
export function AddDomainForm() {
  const mutation = useSaveSettings<AddDomainBody, NetworkDomain>({
    // The answer is one domain, not the page: it is cached apart, and the page fetched again.
    key: [...settingsKey('domain'), 'added'],
    path: '/v1/settings/domains',
    method: 'POST',
    area: 'domain',
    alsoInvalidate: [settingsKey('domain')],
  });
  const { form, formProps, alert, isPending } = useContractForm({
    schema: addDomainBodySchema,
    mode: 'controlled',
    initialValues: { host: '', kind: 'tracking' } as AddDomainValues,
    mutation,
    toRequest: (body) => body,
    onSuccess: () => form.setValues({ host: '' }),
  });
  return (
    <form {...formProps} aria-label="Add a domain">
      <Stack gap="sm">
        <FormAlert title="Could not add the domain" message={alert} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Domain"
            placeholder="track.example.com"
            description="The name only: no https://, no path."
            flex={1}
            {...form.getInputProps('host')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="domain-kind-label">
              Used for
            </Text>
            <SegmentedControl
              aria-labelledby="domain-kind-label"
              data={[
                { value: 'tracking', label: 'Tracking links' },
                { value: 'panel', label: 'Panel' },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <Button type="submit" loading={isPending}>
            Add domain
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
