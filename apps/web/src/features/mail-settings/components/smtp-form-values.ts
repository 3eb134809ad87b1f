import type { SmtpSecurity, SmtpSettings } from '@affnet/contracts';

/** The SMTP page's inputs; `testTo` is only read by "Send test e-mail" (the save leaves it out). */
export type SmtpFormValues = {
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  password: string;
  fromName: string;
  fromEmail: string;
  testTo: string;
};

/** Blank ones are left out: no user name means no login, no password means "keep the stored one". */
/** The stored settings as the form shows them (the password never comes back: the field starts blank). */
export function smtpValuesOf(smtp: SmtpSettings | null, testTo: string): SmtpFormValues {
  return {
    host: smtp?.host ?? '',
    port: smtp ? String(smtp.port) : '587',
    security: smtp?.security ?? 'starttls',
    username: smtp?.username ?? '',
    password: '',
    fromName: smtp?.fromName ?? '',
    fromEmail: smtp?.fromEmail ?? '',
    testTo,
  };
}

/** The history's field names as this page labels them. */
export const SMTP_FIELD_LABELS: Readonly<Record<string, string>> = {
  host: 'Host',
  port: 'Port',
  security: 'Security',
  username: 'User name',
  password: 'Password',
  fromName: 'Sender name',
  fromEmail: 'Sender address',
};
