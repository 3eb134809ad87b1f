import { z } from 'zod';
import { requiredText } from '../values';

/**
 * The e-mails the platform sends by itself. Each network may edit their subject and body; the
 * sending code reads the network's version or, without one, the default here.
 */
export const SYSTEM_EMAIL_KEYS = [
  'invitation',
  'password-reset',
  'partner-approved',
  'offer-access-approved',
  'offer-access-rejected',
  'invoice-issued',
  'invoice-paid',
] as const;
export const SystemEmailKeySchema = z.enum(SYSTEM_EMAIL_KEYS, { error: 'Unknown system e-mail' });
export type SystemEmailKey = z.infer<typeof SystemEmailKeySchema>;

export type SystemEmailPlaceholder = {
  name: string;
  description: string;
  /** What the preview shows for it. */
  sample: string;
  /** A link: the HTML part makes it clickable. */
  isLink?: boolean;
};

export type SystemEmailDefinition = {
  key: SystemEmailKey;
  name: string;
  /** When it is sent, and to whom. */
  description: string;
  placeholders: readonly SystemEmailPlaceholder[];
  defaultSubject: string;
  defaultBody: string;
};

const NAME: SystemEmailPlaceholder = {
  name: 'name',
  description: "The recipient's name",
  sample: 'Alex Morgan',
};
const NETWORK: SystemEmailPlaceholder = {
  name: 'network',
  description: 'The name of this network',
  sample: 'Your network',
};
const OFFER: SystemEmailPlaceholder = {
  name: 'offer',
  description: 'The offer: its number and name',
  sample: '#12 Summer Sale & Co',
};

const INVOICE: SystemEmailPlaceholder = {
  name: 'invoice',
  description: 'The invoice number',
  sample: 'INV-00042',
};
const INVOICE_LINK: SystemEmailPlaceholder = {
  name: 'invoice_link',
  description: "The invoice's page in the partner's panel, where its PDF downloads",
  sample: 'https://panel.example.com/publisher/invoice/view/sample',
  isLink: true,
};

export const SYSTEM_EMAILS: Readonly<Record<SystemEmailKey, SystemEmailDefinition>> = {
  invitation: {
    key: 'invitation',
    name: 'Invitation',
    description: 'Sent to a partner added by staff: a link to choose their password.',
    placeholders: [
      NAME,
      NETWORK,
      {
        name: 'link',
        description: 'The link to choose a password',
        sample: 'https://panel.example.com/auth/reset-password?token=sample',
        isLink: true,
      },
      { name: 'days', description: 'How many days the link stays valid', sample: '7' },
    ],
    defaultSubject: 'Your {{network}} account',
    defaultBody: [
      'Hello {{name}},',
      '',
      'An account has been created for you at {{network}}.',
      'Choose your password within {{days}} days to sign in:',
      '',
      '{{link}}',
    ].join('\n'),
  },
  'password-reset': {
    key: 'password-reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset the password of an account.',
    placeholders: [
      NAME,
      NETWORK,
      {
        name: 'link',
        description: 'The link to choose a new password',
        sample: 'https://panel.example.com/auth/reset-password?token=sample',
        isLink: true,
      },
      { name: 'minutes', description: 'How many minutes the link stays valid', sample: '60' },
    ],
    defaultSubject: 'Reset your {{network}} password',
    defaultBody: [
      'Someone asked to reset the password of your account.',
      'Open this link within {{minutes}} minutes to choose a new password:',
      '',
      '{{link}}',
      '',
      'If it was not you, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  },
  'partner-approved': {
    key: 'partner-approved',
    name: 'Partner approved',
    description: 'Sent to a publisher or advertiser when staff approve their account.',
    placeholders: [
      NAME,
      NETWORK,
      {
        name: 'login_link',
        description: 'The sign-in page',
        sample: 'https://panel.example.com/auth/login',
        isLink: true,
      },
    ],
    defaultSubject: 'Your {{network}} account is approved',
    defaultBody: [
      'Hello {{name}},',
      '',
      'Your account at {{network}} has been approved. You can sign in now:',
      '',
      '{{login_link}}',
    ].join('\n'),
  },
  'offer-access-approved': {
    key: 'offer-access-approved',
    name: 'Offer access approved',
    description: 'Sent to a publisher when staff approve their request to run an offer.',
    placeholders: [
      NAME,
      NETWORK,
      OFFER,
      {
        name: 'offer_link',
        description: "The offer's page in the publisher panel",
        sample: 'https://panel.example.com/publisher/offer/view/sample',
        isLink: true,
      },
    ],
    defaultSubject: 'Approved: offer {{offer}}',
    defaultBody: [
      'Hello {{name}},',
      '',
      'You can now run offer {{offer}} at {{network}}.',
      'Your tracking link and creatives are on the offer page:',
      '',
      '{{offer_link}}',
    ].join('\n'),
  },
  'offer-access-rejected': {
    key: 'offer-access-rejected',
    name: 'Offer access rejected',
    description: 'Sent to a publisher when staff reject their request to run an offer.',
    placeholders: [
      NAME,
      NETWORK,
      OFFER,
      {
        name: 'reason',
        description: 'The reason staff gave, or "No reason was given."',
        sample: 'Traffic sources do not match',
      },
    ],
    defaultSubject: 'Not approved: offer {{offer}}',
    defaultBody: [
      'Hello {{name}},',
      '',
      'Your request to run offer {{offer}} at {{network}} was not approved.',
      '',
      'Reason: {{reason}}',
    ].join('\n'),
  },
  'invoice-issued': {
    key: 'invoice-issued',
    name: 'Invoice issued',
    description:
      'Sent to a publisher or advertiser when staff issue an invoice to them, with a link to it and its PDF.',
    placeholders: [
      NAME,
      NETWORK,
      INVOICE,
      { name: 'total', description: 'The invoice total with its currency', sample: '$1,250.00' },
      { name: 'due_date', description: 'The day it is due (YYYY-MM-DD)', sample: '2026-12-31' },
      INVOICE_LINK,
    ],
    defaultSubject: 'Invoice {{invoice}} from {{network}}',
    defaultBody: [
      'Hello {{name}},',
      '',
      '{{network}} has issued invoice {{invoice}} for {{total}}, due on {{due_date}}.',
      'See its lines and download the PDF here:',
      '',
      '{{invoice_link}}',
    ].join('\n'),
  },
  'invoice-paid': {
    key: 'invoice-paid',
    name: 'Invoice payment recorded',
    description:
      'Sent to a publisher or advertiser when a payment on their invoice is recorded, by hand or by a payment batch.',
    placeholders: [
      NAME,
      NETWORK,
      INVOICE,
      { name: 'amount', description: 'This payment, with its currency', sample: '$1,250.00' },
      { name: 'paid_on', description: 'The day of the payment (YYYY-MM-DD)', sample: '2026-12-15' },
      {
        name: 'reference',
        description: 'The payment reference, or "none"',
        sample: 'PB-00007',
      },
      {
        name: 'outstanding',
        description: 'What is left to pay on the invoice after this payment',
        sample: '$0.00',
      },
      INVOICE_LINK,
    ],
    defaultSubject: 'Payment on invoice {{invoice}}',
    defaultBody: [
      'Hello {{name}},',
      '',
      'A payment of {{amount}} on invoice {{invoice}} was recorded on {{paid_on}} (reference: {{reference}}).',
      'Outstanding on the invoice now: {{outstanding}}.',
      '',
      '{{invoice_link}}',
    ].join('\n'),
  },
};

/** `{{name}}`, spaces inside the braces allowed. Anything between double braces counts as one. */
export const PLACEHOLDER_PATTERN = /\{\{([^{}]*)\}\}/g;

/** The placeholders a template uses that its e-mail does not offer, each once, as written. */
export function unknownPlaceholders(template: string, key: SystemEmailKey): string[] {
  const offered = new Set(SYSTEM_EMAILS[key].placeholders.map((placeholder) => placeholder.name));
  const unknown = [...template.matchAll(PLACEHOLDER_PATTERN)]
    .map((match) => (match[1] ?? '').trim())
    .filter((name) => !offered.has(name));
  return [...new Set(unknown)];
}

export const SYSTEM_EMAIL_SUBJECT_MAX = 200;
export const SYSTEM_EMAIL_BODY_MAX = 10_000;

/** `PUT /api/v1/settings/system-emails/{key}` and the preview: a subject and a plain-text body. */
export const systemEmailTemplateSchema = z.object({
  subject: requiredText(SYSTEM_EMAIL_SUBJECT_MAX, 'Enter a subject').refine(
    (value) => !/[\r\n]/.test(value),
    'A subject is one line',
  ),
  body: requiredText(SYSTEM_EMAIL_BODY_MAX, 'Enter the text of the e-mail'),
});
export type SystemEmailTemplateBody = z.input<typeof systemEmailTemplateSchema>;
export type SystemEmailTemplate = z.output<typeof systemEmailTemplateSchema>;

function placeholderMessage(unknown: string[], key: SystemEmailKey): string {
  const offered = SYSTEM_EMAILS[key].placeholders.map((placeholder) => `{{${placeholder.name}}}`).join(', ');
  const named = unknown.map((name) => `{{${name}}}`).join(', ');
  return `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${named}; this e-mail offers ${offered}`;
}

/** The field errors of a template's placeholders: each field naming the ones it may not use. */
export function placeholderErrors(
  template: SystemEmailTemplate,
  key: SystemEmailKey,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(template[field], key);
    if (unknown.length > 0) errors[field] = [placeholderMessage(unknown, key)];
  }
  return errors;
}

/** The template schema of one e-mail: unknown placeholders are refused on their field. */
export function systemEmailTemplateSchemaFor(key: SystemEmailKey) {
  return systemEmailTemplateSchema.superRefine((template, ctx) => {
    for (const [field, messages] of Object.entries(placeholderErrors(template, key)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

export const systemEmailParamsSchema = z.object({ key: SystemEmailKeySchema });

/** A network's version of one e-mail (the default when it has none). */
export const SystemEmailTemplateViewSchema = z.object({
  key: SystemEmailKeySchema,
  subject: z.string(),
  body: z.string(),
  /** False: the default text is in use. */
  customized: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SystemEmailTemplateView = z.infer<typeof SystemEmailTemplateViewSchema>;
export const systemEmailTemplateResponseSchema = z.object({ data: SystemEmailTemplateViewSchema });
export const systemEmailListResponseSchema = z.object({ data: z.array(SystemEmailTemplateViewSchema) });
export type SystemEmailListResponse = z.infer<typeof systemEmailListResponseSchema>;

/** An e-mail as it would be sent, filled with sample values. */
export const SystemEmailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type SystemEmailPreview = z.infer<typeof SystemEmailPreviewSchema>;
export const systemEmailPreviewResponseSchema = z.object({ data: SystemEmailPreviewSchema });
