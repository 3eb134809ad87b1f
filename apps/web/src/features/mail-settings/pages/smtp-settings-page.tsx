import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/query-states';
import { SettingHistory } from '../../../components/setting-history';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { smtpSettingsQuery } from '../api/smtp-settings';
import { RemoveSmtpButton } from '../components/remove-smtp-button';
import { SmtpForm } from '../components/smtp-form';
import { SMTP_FIELD_LABELS } from '../components/smtp-form-values';

/** Which server sends the mail now, in a line: the network's own, the server-wide one, or none. */
function MailRouteNote({ own, serverMail }: { own: boolean; serverMail: boolean }) {
  if (own)
    return (
      <Alert color="teal" variant="light" title="This network's own mail server sends its e-mails">
        Remove it to go back to the server-wide setting.
      </Alert>
    );
  return (
    <Alert color={serverMail ? 'blue' : 'yellow'} variant="light" title="No mail server of its own yet">
      {serverMail
        ? "The server-wide mail server sends this network's e-mails until you save one here."
        : 'The server has no mail server either: e-mails are only written to its log. Save one here to send them.'}
    </Alert>
  );
}

/** setting/smtp: the mail server this network's e-mails go through, with a test send and the history. */
export default function SmtpSettingsPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(smtpSettingsQuery);
  const header = (
    <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
  );
  return (
    <Stack gap="lg">
      {header}
      {query.isPending ? (
        <Stack role="status" aria-busy="true" aria-label="Loading the SMTP settings" gap="md" maw={860}>
          <Skeleton height={60} />
          <Skeleton height={220} />
        </Stack>
      ) : query.isError ? (
        <ErrorState
          title="Could not load the SMTP settings"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <MailRouteNote own={query.data.smtp !== null} serverMail={query.data.serverMailConfigured} />
          <SmtpForm view={query.data} removeButton={query.data.smtp ? <RemoveSmtpButton /> : <span />} />
        </>
      )}
      <SettingHistory area="smtp" fieldLabels={SMTP_FIELD_LABELS} />
    </Stack>
  );
}
