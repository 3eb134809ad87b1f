import {
  type SaveSmtpSettings,
  SMTP_SECURITY,
  SMTP_SECURITY_LABELS,
  type SmtpSettingsView,
  type SmtpTestResult,
  saveSmtpSettingsSchema,
  type TestSmtpSettings,
  testSmtpSettingsSchema,
} from '@affnet/contracts';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { type ContractSchema, selectInputProps } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useFormAction } from '../../../lib/use-form-action';
import { useSaveSmtpSettings, useSendTestEmail } from '../api/smtp-settings';
import { smtpValuesOf } from './smtp-form-values';
import { SmtpTestCard } from './smtp-test-card';

const SECURITY_OPTIONS = SMTP_SECURITY.map((value) => ({ value, label: SMTP_SECURITY_LABELS[value] }));

type SmtpFormProps = { view: SmtpSettingsView; removeButton: ReactNode };

/** The network's mail server and sender, validated by the API's own schema, with a test send. */
export function SmtpForm({ view, removeButton }: SmtpFormProps) {
  const { smtp } = view;
  const { form, formProps, alert, isPending } = useContractForm({
    schema: saveSmtpSettingsSchema as ContractSchema<SaveSmtpSettings>,
    initialValues: smtpValuesOf(smtp, ''),
    mutation: useSaveSmtpSettings(),
    toRequest: (body) => body,
    onSuccess: (answer) => {
      // The password never comes back: the field is blank again, and the placeholder says one is stored.
      form.setValues(smtpValuesOf(answer.smtp, form.getValues().testTo));
      form.resetDirty();
      notifications.show({
        color: 'teal',
        title: 'SMTP settings saved',
        message: "This network's e-mails now go through this mail server.",
      });
    },
  });

  const [result, setResult] = useState<SmtpTestResult | null>(null);
  const sendTest = useFormAction(form, {
    schema: testSmtpSettingsSchema as ContractSchema<TestSmtpSettings>,
    mutation: useSendTestEmail(),
    toRequest: (body) => body,
    failureTitle: 'Could not send the test e-mail',
    onStart: () => setResult(null),
    onSuccess: setResult,
  });

  const passwordHelp = smtp?.passwordSet
    ? 'A password is stored. Leave this blank to keep it, or type a new one.'
    : 'Needed when the server asks for a login.';
  return (
    <form {...formProps}>
      <Stack gap="lg" maw={860}>
        <FormAlert title="Could not save the SMTP settings" message={alert} />
        <InfoCard
          title="Mail server"
          description="Where this network's e-mails are handed over: invitations, password resets, approvals and offer access decisions."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Host"
              placeholder="smtp.example.com"
              key={form.key('host')}
              {...form.getInputProps('host')}
            />
            <TextInput
              label="Port"
              inputMode="numeric"
              description="Usually 587 with STARTTLS, 465 with TLS, 25 without."
              key={form.key('port')}
              {...form.getInputProps('port')}
            />
            <Select
              label="Security"
              data={SECURITY_OPTIONS}
              allowDeselect={false}
              key={form.key('security')}
              {...selectInputProps(form.getInputProps('security'))}
            />
            <TextInput
              label="User name"
              description="Leave blank when the server sends without a login."
              autoComplete="off"
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              description={passwordHelp}
              placeholder={smtp?.passwordSet ? 'Stored (hidden)' : undefined}
              autoComplete="new-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
        </InfoCard>
        <InfoCard title="Sender" description="The name and address the network's e-mails come from.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Sender name" key={form.key('fromName')} {...form.getInputProps('fromName')} />
            <TextInput
              label="Sender address"
              type="email"
              description="The mail server must be allowed to send for this address."
              key={form.key('fromEmail')}
              {...form.getInputProps('fromEmail')}
            />
          </SimpleGrid>
        </InfoCard>
        <Group justify="space-between">
          {removeButton}
          <Button type="submit" loading={isPending}>
            Save
          </Button>
        </Group>
        <MayChange>
          <SmtpTestCard form={form} onSend={sendTest.run} isSending={sendTest.isPending} result={result} />
        </MayChange>
      </Stack>
    </form>
  );
}
