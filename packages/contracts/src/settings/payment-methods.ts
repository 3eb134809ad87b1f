import { z } from 'zod';
import { currencyCodeSchema, dataEnvelope, emailSchema, formArray, formBoolean } from '../common';
import { moneySchema, requiredText } from '../values';

/**
 * setting/payment-method: the ways a network pays its publishers (and advertisers record how they
 * pay). Built-in kinds carry fixed fields; a custom method carries the fields its admin defines.
 * Invoices and payouts read the method and the details a partner filled in.
 */
export const PAYMENT_METHOD_KINDS = ['paypal', 'wire', 'crypto', 'custom'] as const;
export const PaymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS, { error: 'Choose a kind of method' });
export type PaymentMethodKind = z.infer<typeof PaymentMethodKindSchema>;

export const PAYMENT_METHOD_KIND_LABELS: Readonly<Record<PaymentMethodKind, string>> = {
  paypal: 'PayPal',
  wire: 'Wire transfer',
  crypto: 'Crypto',
  custom: 'Custom',
};

export const PAYMENT_FIELD_TYPES = ['text', 'email', 'number'] as const;
export const PaymentFieldTypeSchema = z.enum(PAYMENT_FIELD_TYPES, { error: 'Choose a field type' });
export type PaymentFieldType = z.infer<typeof PaymentFieldTypeSchema>;

/** One detail a partner fills in for a method: its key in the stored details, label, type, whether required. */
export const PaymentFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: PaymentFieldTypeSchema,
  required: z.boolean(),
});
export type PaymentField = z.infer<typeof PaymentFieldSchema>;

const field = (
  key: string,
  label: string,
  type: PaymentFieldType = 'text',
  required = true,
): PaymentField => ({
  key,
  label,
  type,
  required,
});

/** The fields of the built-in kinds; a custom method's come from its definition. */
export const BUILT_IN_PAYMENT_FIELDS: Readonly<Record<Exclude<PaymentMethodKind, 'custom'>, PaymentField[]>> =
  {
    paypal: [field('email', 'PayPal e-mail', 'email')],
    wire: [
      field('accountHolder', 'Account holder'),
      field('accountNumber', 'IBAN or account number'),
      field('swift', 'SWIFT/BIC'),
      field('bankName', 'Bank name'),
      field('bankAddress', 'Bank address', 'text', false),
    ],
    crypto: [
      field('network', 'Currency and network (e.g. USDT on TRC-20)'),
      field('walletAddress', 'Wallet address'),
    ],
  };

/** The key a custom field's value is stored under: its label in lower-case words joined by dashes. */
export function paymentFieldKeyOf(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fields a method of this kind asks for. */
export function paymentFieldsOf(kind: PaymentMethodKind, custom: readonly PaymentField[]): PaymentField[] {
  return kind === 'custom' ? [...custom] : [...BUILT_IN_PAYMENT_FIELDS[kind]];
}

export const MAX_CUSTOM_PAYMENT_FIELDS = 10;

export const customPaymentFieldBodySchema = z.object({
  label: requiredText(80, 'Enter the field’s label'),
  type: PaymentFieldTypeSchema,
  required: formBoolean.default(false),
});
export type CustomPaymentFieldBody = z.infer<typeof customPaymentFieldBodySchema>;

/** Add or edit a method. Custom methods need at least one field, each label distinct. */
export const paymentMethodBodySchema = z
  .object({
    kind: PaymentMethodKindSchema,
    name: requiredText(80, 'Enter the name publishers see'),
    enabled: formBoolean.default(true),
    minimumPayout: moneySchema,
    currency: currencyCodeSchema,
    fields: formArray(customPaymentFieldBodySchema),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'custom') return;
    if (body.fields.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Add at least one field' });
    }
    if (body.fields.length > MAX_CUSTOM_PAYMENT_FIELDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: `At most ${MAX_CUSTOM_PAYMENT_FIELDS} fields`,
      });
    }
    const seen = new Set<string>();
    body.fields.forEach((item, index) => {
      const key = paymentFieldKeyOf(item.label);
      if (key === '') {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'label'], message: 'Use letters or digits' });
      } else if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'label'],
          message: 'Another field has this label',
        });
      }
      seen.add(key);
    });
  });
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;
export type PaymentMethodBodyInput = z.input<typeof paymentMethodBodySchema>;

export const PaymentMethodSchema = z.object({
  id: z.uuid(),
  kind: PaymentMethodKindSchema,
  name: z.string(),
  enabled: z.boolean(),
  minimumPayout: z.string(),
  currency: z.string(),
  /** Every field the partner fills in (the built-in ones, or the custom definition). */
  fields: z.array(PaymentFieldSchema),
  /** Partners whose payment settings name this method: it cannot be deleted while any do. */
  chosenBy: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const listPaymentMethodsResponseSchema = z.object({ data: z.array(PaymentMethodSchema) });
export type ListPaymentMethodsResponse = z.infer<typeof listPaymentMethodsResponseSchema>;
export const paymentMethodResponseSchema = dataEnvelope(PaymentMethodSchema);
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

export const paymentMethodEnabledBodySchema = z.object({ enabled: formBoolean });

function detailSchemaOf(item: PaymentField) {
  const missing = `Enter the ${item.label.toLowerCase()}`;
  const text = z.string({ error: missing }).trim().max(500, 'At most 500 characters');
  const typed =
    item.type === 'email'
      ? emailSchema
      : item.type === 'number'
        ? text.regex(/^-?\d+(\.\d+)?$/, 'Enter a number')
        : text.min(1, missing);
  return item.required ? typed : z.union([z.literal('').transform(() => undefined), typed]).optional();
}

/**
 * The schema of a partner's details for a method: one entry per field, typed and required as the
 * method defines, nothing else kept. Both sides build it from the method's fields.
 */
export function paymentDetailsSchemaOf(fields: readonly PaymentField[]) {
  return z.object(Object.fromEntries(fields.map((item) => [item.key, detailSchemaOf(item)])));
}
