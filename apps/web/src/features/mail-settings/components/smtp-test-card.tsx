import type { SmtpTestResult } from '@affnet/contracts';
import { Alert, Button, Code, Group, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { InfoCard } from '../../../components/info-card';
import type { FieldBinder } from '../../../lib/contract-form';

type SmtpTestCardProps = {
  form: FieldBinder<'testTo'>;
  onSend: () => void;
  isSending: boolean;
  result: SmtpTestResult | null;
};

/** "Send test e-mail": the fields as typed, to an address the admin enters; the server's own answer. */
export function SmtpTestCard({ form, onSend, isSending, result }: SmtpTestCardProps) {
  return (
    <InfoCard
      title="Send a test e-mail"
      description="Sends one message with the settings above as typed, without saving them, and shows what the mail server answered."
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Send to"
            type="email"
            placeholder="you@example.com"
            w={320}
            key={form.key('testTo')}
            {...form.getInputProps('testTo')}
          />
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={isSending}
            onClick={onSend}
          >
            Send test e-mail
          </Button>
        </Group>
        {result ? (
          <Alert
            role="status"
            color={result.ok ? 'teal' : 'red'}
            title={result.ok ? 'The mail server accepted the test e-mail' : 'The test e-mail was not sent'}
          >
            <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {result.message}
            </Code>
          </Alert>
        ) : null}
      </Stack>
    </InfoCard>
  );
}
