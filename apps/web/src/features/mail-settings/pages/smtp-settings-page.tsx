import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import type { ScreenMeta } from '../../../lib/screen';
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
  return (
    <SettingsPage
      screen={screen}
      affects="The mail server every e-mail of this network goes through: invitations, password resets, approvals and access decisions."
      history={{ area: 'smtp', fieldLabels: SMTP_FIELD_LABELS }}
    >
      <SettingsGate query={query} noun="the SMTP settings">
        {(view) => (
          <>
            <MailRouteNote own={view.smtp !== null} serverMail={view.serverMailConfigured} />
            <SmtpForm view={view} removeButton={view.smtp ? <RemoveSmtpButton /> : <span />} />
          </>
        )}
      </SettingsGate>
    </SettingsPage>
  );
}
