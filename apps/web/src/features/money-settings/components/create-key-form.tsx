import { type CreatedIntegrationKeyResponse, createIntegrationKeyBodySchema } from '@affnet/contracts';
import { Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateIntegrationKey } from '../api/integration-keys';

type CreatedKey = CreatedIntegrationKeyResponse['data'];

/** The new key, shown once: closing the dialog is the last chance to copy it. */
function NewKeyModal({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  return (
    <Modal opened={created !== null} onClose={onClose} title="Copy the new key now" centered size="lg">
      {created ? (
        <Stack gap="md">
          <Text size="sm">
            This is the only time the key of <b>{created.name}</b> is shown: the network keeps only a
            fingerprint of it. Put it in the service that will use it.
          </Text>
          <Code block aria-label="New API key" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {created.key}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Names a new key (and its last day, if it should stop working on its own). */
export function CreateKeyForm() {
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const { form, formProps, alert, isPending } = useContractForm({
    schema: createIntegrationKeyBodySchema,
    initialValues: { name: '', expiresOn: '' },
    mutation: useCreateIntegrationKey(),
    toRequest: (body) => body,
    onSuccess: ({ data }) => {
      setCreated(data);
      form.reset();
    },
  });
  return (
    <>
      <form {...formProps}>
        <Stack gap="sm">
          <FormAlert title="Could not create the key" message={alert} />
          <Group align="flex-start" grow>
            <TextInput
              label="Name"
              description="What will use it, e.g. Billing sync."
              maxLength={80}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Expires on"
              description="Optional: the last day it works."
              type="date"
              key={form.key('expiresOn')}
              {...form.getInputProps('expiresOn')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isPending}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
    </>
  );
}
