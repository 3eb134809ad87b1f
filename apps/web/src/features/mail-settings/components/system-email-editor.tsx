import {
  SYSTEM_EMAILS,
  type SystemEmailPreview,
  type SystemEmailTemplate,
  type SystemEmailTemplateView,
  systemEmailTemplateSchemaFor,
} from '@affnet/contracts';
import { Badge, Button, Code, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import type { ContractSchema } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useFormAction } from '../../../lib/use-form-action';
import { usePreviewSystemEmail, useSaveSystemEmail } from '../api/system-emails';
import { EmailPreview } from './email-preview';
import { ResetEmailButton } from './reset-email-button';

type TemplateValues = { subject: string; body: string };

function Placeholders({ view }: { view: SystemEmailTemplateView }) {
  return (
    <Table withTableBorder fz="sm" aria-label="Placeholders">
      <Table.Tbody>
        {SYSTEM_EMAILS[view.key].placeholders.map((placeholder) => (
          <Table.Tr key={placeholder.name}>
            <Table.Td w={160}>
              <Code>{`{{${placeholder.name}}}`}</Code>
            </Table.Td>
            <Table.Td>{placeholder.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One system e-mail's subject and body, with its placeholders, a server-side preview and a reset. */
export function SystemEmailEditor({ view }: { view: SystemEmailTemplateView }) {
  const definition = SYSTEM_EMAILS[view.key];
  const schema = useMemo(
    () => systemEmailTemplateSchemaFor(view.key) as ContractSchema<SystemEmailTemplate>,
    [view.key],
  );
  const { form, formProps, alert, isPending } = useContractForm({
    schema,
    initialValues: { subject: view.subject, body: view.body } as TemplateValues,
    mutation: useSaveSystemEmail(),
    toRequest: (body) => ({ key: view.key, body }),
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'E-mail saved',
        message: `The next "${definition.name}" e-mail uses this text.`,
      }),
  });

  const [preview, setPreview] = useState<SystemEmailPreview | null>(null);
  const previewing = useFormAction(form, {
    schema,
    mutation: usePreviewSystemEmail(),
    toRequest: (body) => ({ key: view.key, body }),
    failureTitle: 'Could not render the preview',
    onSuccess: setPreview,
  });
  const afterReset = (reset: SystemEmailTemplateView) => {
    form.setValues({ subject: reset.subject, body: reset.body });
    form.resetDirty();
    setPreview(null);
    notifications.show({ color: 'teal', title: 'E-mail reset', message: 'The default text is used again.' });
  };

  return (
    <Stack gap="lg">
      <form {...formProps}>
        <InfoCard
          title={definition.name}
          description={
            <>
              {definition.description}{' '}
              {view.customized ? (
                <Badge component="span" size="xs">
                  Edited
                </Badge>
              ) : (
                <Badge component="span" size="xs" variant="light" color="gray">
                  Default text
                </Badge>
              )}
            </>
          }
        >
          <Stack gap="md">
            <FormAlert title="Could not save the e-mail" message={alert} />
            <TextInput label="Subject" key={form.key('subject')} {...form.getInputProps('subject')} />
            <Textarea
              label="Body"
              description="Plain text; blank lines separate paragraphs. Values are escaped in the HTML version."
              autosize
              minRows={8}
              key={form.key('body')}
              {...form.getInputProps('body')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Placeholders of this e-mail
              </Text>
              <Placeholders view={view} />
            </Stack>
            <Group justify="space-between">
              <ResetEmailButton emailKey={view.key} disabled={!view.customized} onReset={afterReset} />
              <Group gap="sm">
                <Button variant="default" loading={previewing.isPending} onClick={previewing.run}>
                  Preview
                </Button>
                <Button type="submit" loading={isPending}>
                  Save
                </Button>
              </Group>
            </Group>
          </Stack>
        </InfoCard>
      </form>
      {preview ? <EmailPreview preview={preview} /> : null}
    </Stack>
  );
}
