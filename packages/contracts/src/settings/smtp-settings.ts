import { z } from 'zod';
import { emailSchema } from '../common';
import { formInteger } from '../values';

/** How the connection to the mail server is protected. */
export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export const SmtpSecuritySchema = z.enum(SMTP_SECURITY, { error: 'Choose how the connection is secured' });
export type SmtpSecurity = z.infer<typeof SmtpSecuritySchema>;

export const SMTP_SECURITY_LABELS: Readonly<Record<SmtpSecurity, string>> = {
  none: 'None (plain, port 25)',
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS (usually port 465)',
};

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isSmtpHost(value: string): boolean {
  if (z.ipv4().safeParse(value).success) return true;
  if (value.startsWith('[') && value.endsWith(']')) return z.ipv6().safeParse(value.slice(1, -1)).success;
  return value.length <= 253 && value.split('.').every((label) => HOST_LABEL.test(label));
}

/** A mail server's host name or IP address (an IPv6 address in brackets). */
export const smtpHostSchema = z
  .string({ error: 'Enter the mail server' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter the mail server')
  .refine(isSmtpHost, 'Enter a host name such as smtp.example.com or an IP address');

const optionalField = (max: number, trim: boolean) =>
  z
    .string()
    .transform((value) => (trim ? value.trim() : value))
    .pipe(z.string().max(max, `At most ${max} characters`))
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The mail server fields of the SMTP page. `password` left out keeps the stored one (it is never
 * sent back to the browser); without a user name no password is kept either.
 */
export const smtpServerSchema = z.object({
  host: smtpHostSchema,
  port: formInteger(1, 65535, 'a port from 1 to 65535'),
  security: SmtpSecuritySchema,
  username: optionalField(254, true),
  password: optionalField(512, false),
});

/** `PUT /api/v1/settings/smtp`: the network's own mail server and who its mail comes from. */
export const saveSmtpSettingsSchema = smtpServerSchema.extend({
  fromName: z.string({ error: 'Enter the sender name' }).trim().min(1, 'Enter the sender name').max(120),
  fromEmail: emailSchema,
});
export type SaveSmtpSettingsBody = z.input<typeof saveSmtpSettingsSchema>;
export type SaveSmtpSettings = z.output<typeof saveSmtpSettingsSchema>;

/** `POST /api/v1/settings/smtp/test`: the page's fields as typed (not saved) and where to send. */
export const testSmtpSettingsSchema = saveSmtpSettingsSchema.extend({ testTo: emailSchema });
export type TestSmtpSettingsBody = z.input<typeof testSmtpSettingsSchema>;
export type TestSmtpSettings = z.output<typeof testSmtpSettingsSchema>;

/** The stored settings as the browser sees them: whether a password is set, never the password. */
export const SmtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: SmtpSecuritySchema,
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  fromName: z.string(),
  fromEmail: z.string(),
  updatedAt: z.iso.datetime(),
});
export type SmtpSettings = z.infer<typeof SmtpSettingsSchema>;

export const SmtpSettingsViewSchema = z.object({
  /** Null: this network has no mail server of its own; the server-wide one sends its mail. */
  smtp: SmtpSettingsSchema.nullable(),
  /** Whether the installation has a server-wide mail server (without one, mail is only logged). */
  serverMailConfigured: z.boolean(),
});
export type SmtpSettingsView = z.infer<typeof SmtpSettingsViewSchema>;
export const smtpSettingsResponseSchema = z.object({ data: SmtpSettingsViewSchema });
export type SmtpSettingsResponse = z.infer<typeof smtpSettingsResponseSchema>;

/** What the mail server answered a test send: its response line, or the error. */
export const SmtpTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SmtpTestResult = z.infer<typeof SmtpTestResultSchema>;
export const smtpTestResponseSchema = z.object({ data: SmtpTestResultSchema });
