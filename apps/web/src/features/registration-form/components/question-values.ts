import type { RegistrationField, RegistrationFieldKind } from '@affnet/contracts';

/** A question as the form edits it; `rowKey` keeps React's rows apart, `id` is '' for a new one. */
export type QuestionRow = {
  rowKey: string;
  id: string;
  label: string;
  kind: RegistrationFieldKind;
  required: boolean;
  options: string[];
  helpText: string;
};

export type QuestionValues = { fields: QuestionRow[] };

export const newQuestionRow = (): QuestionRow => ({
  rowKey: crypto.randomUUID(),
  id: '',
  label: '',
  kind: 'text',
  required: false,
  options: [],
  helpText: '',
});

export function questionRowsOf(fields: readonly RegistrationField[]): QuestionValues {
  return {
    fields: fields.map((field) => ({
      rowKey: field.id,
      id: field.id,
      label: field.label,
      kind: field.kind,
      required: field.required,
      options: [...field.options],
      helpText: field.helpText ?? '',
    })),
  };
}

/** What the schema reads: a choice list only on choice questions, no id on new ones. */
export function preparedQuestions(values: QuestionValues): QuestionValues {
  return {
    fields: values.fields.map((row) => ({ ...row, options: row.kind === 'select' ? row.options : [] })),
  };
}
