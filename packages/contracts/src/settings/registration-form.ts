import { z } from 'zod';
import { dataEnvelope, formArray, formBoolean, httpUrlSchema } from '../common';
import { optionalText, requiredText } from '../values';

/*
 * setting/registration-form: extra questions on the publisher and advertiser sign-up forms.
 * The network defines them; the sign-up form shows them under its own fields; the answers are
 * checked on the server against the definitions of the moment and stored on the partner with
 * the question's label, so an answer still reads right after the question changes or goes.
 */

export const REGISTRATION_AUDIENCES = ['publisher', 'advertiser'] as const;
export const RegistrationAudienceSchema = z.enum(REGISTRATION_AUDIENCES);
export type RegistrationAudience = z.infer<typeof RegistrationAudienceSchema>;

export const REGISTRATION_FIELD_KINDS = ['text', 'select', 'checkbox', 'url'] as const;
export const RegistrationFieldKindSchema = z.enum(REGISTRATION_FIELD_KINDS);
export type RegistrationFieldKind = z.infer<typeof RegistrationFieldKindSchema>;
export const REGISTRATION_FIELD_KIND_LABELS: Record<RegistrationFieldKind, string> = {
  text: 'Text',
  select: 'Choice from a list',
  checkbox: 'Checkbox',
  url: 'URL',
};

export const REGISTRATION_FIELDS_MAX = 20;
export const REGISTRATION_OPTIONS_MAX = 30;
export const REGISTRATION_TEXT_ANSWER_MAX = 1000;

export const RegistrationFieldSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  kind: RegistrationFieldKindSchema,
  required: z.boolean(),
  /** The choices of a `select` field; empty for the other kinds. */
  options: z.array(z.string()),
  helpText: z.string().nullable(),
});
export type RegistrationField = z.infer<typeof RegistrationFieldSchema>;

const optionSchema = requiredText(80, 'Enter the choice');

export const registrationFieldInputSchema = z
  .object({
    /** Kept for a field that already exists, so the answers given to it stay its answers. */
    id: z.uuid().optional(),
    label: requiredText(80, 'Enter the question'),
    kind: RegistrationFieldKindSchema,
    required: formBoolean.default(false),
    options: formArray(optionSchema),
    helpText: optionalText(200).nullable(),
  })
  .superRefine((field, context) => {
    if (field.kind === 'select' && field.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two choices' });
    }
    if (field.options.length > REGISTRATION_OPTIONS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `At most ${REGISTRATION_OPTIONS_MAX} choices`,
      });
    }
    if (field.kind !== 'select' && field.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice field has choices' });
    }
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      const key = option.toLowerCase();
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['options', index], message: 'Each choice once' });
      seen.add(key);
    });
  });
export type RegistrationFieldInput = z.input<typeof registrationFieldInputSchema>;

/** The whole list of one audience's questions, in order: what the page saves. */
export const registrationFormBodySchema = z
  .object({
    fields: formArray(registrationFieldInputSchema),
  })
  .superRefine(({ fields }, context) => {
    if (fields.length > REGISTRATION_FIELDS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: `At most ${REGISTRATION_FIELDS_MAX} questions`,
      });
    }
    const labels = new Set<string>();
    const ids = new Set<string>();
    fields.forEach((field, index) => {
      const label = field.label.toLowerCase();
      if (labels.has(label)) {
        context.addIssue({ code: 'custom', path: ['fields', index, 'label'], message: 'Each question once' });
      }
      labels.add(label);
      if (field.id && ids.has(field.id)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: 'A question is listed twice',
        });
      }
      if (field.id) ids.add(field.id);
    });
  });
export type RegistrationFormBody = z.infer<typeof registrationFormBodySchema>;

export const registrationFormParamsSchema = z.object({ audience: RegistrationAudienceSchema });
export const RegistrationFormSchema = z.object({
  audience: RegistrationAudienceSchema,
  fields: z.array(RegistrationFieldSchema),
});
export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;
export const registrationFormResponseSchema = dataEnvelope(RegistrationFormSchema);

/** A sign-up's answers as sent: `answers[<field id>]=value`; a checkbox sends 1 or 0. */
export const registrationAnswersInputSchema = z.record(z.string().max(64), z.string().max(2048)).default({});

/** An answer as stored on the partner and shown on their page. */
export const RegistrationAnswerSchema = z.object({
  fieldId: z.uuid(),
  label: z.string(),
  kind: RegistrationFieldKindSchema,
  value: z.string(),
});
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

export type RegistrationAnswerIssue = { path: ['answers', string]; message: string };

function answerIssue(field: RegistrationField, raw: string): string | null {
  if (field.kind === 'checkbox') {
    if (field.required && raw !== '1') return 'Tick this box to continue';
    return null;
  }
  if (!raw) return field.required ? 'Answer this question' : null;
  if (field.kind === 'text' && raw.length > REGISTRATION_TEXT_ANSWER_MAX) {
    return `At most ${REGISTRATION_TEXT_ANSWER_MAX} characters`;
  }
  if (field.kind === 'select' && !field.options.includes(raw)) return 'Choose one of the listed answers';
  if (field.kind === 'url' && !httpUrlSchema.safeParse(raw).success) return 'Enter a valid http(s) URL';
  return null;
}

/**
 * Checks a sign-up's answers against the network's questions: every required one answered, a
 * choice among the listed ones, a URL that is one. Answers to unknown questions are ignored.
 */
export function checkRegistrationAnswers(
  fields: readonly RegistrationField[],
  answers: Readonly<Record<string, string>>,
): { answers: RegistrationAnswer[]; issues: RegistrationAnswerIssue[] } {
  const stored: RegistrationAnswer[] = [];
  const issues: RegistrationAnswerIssue[] = [];
  for (const field of fields) {
    const raw = (answers[field.id] ?? '').trim();
    const message = answerIssue(field, raw);
    if (message) {
      issues.push({ path: ['answers', field.id], message });
      continue;
    }
    const value = field.kind === 'checkbox' ? (raw === '1' ? 'Yes' : 'No') : raw;
    if (value) stored.push({ fieldId: field.id, label: field.label, kind: field.kind, value });
  }
  return { answers: stored, issues };
}
