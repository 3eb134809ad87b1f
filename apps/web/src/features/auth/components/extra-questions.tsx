import { checkRegistrationAnswers, type RegistrationField } from '@affnet/contracts';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type FieldBinder, selectInputProps } from '../../../lib/contract-form';

/** The values of a sign-up form that asks the network's extra questions: one answer per question id. */
export type AnswerValues = { answers: Record<string, string> };

/** The server's own check of the answers, run before sending, onto each question's input. */
export function checkAnswers(fields: readonly RegistrationField[], values: AnswerValues): FormErrors {
  const { issues } = checkRegistrationAnswers(fields, values.answers);
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

type AnswerPath = `answers.${string}`;
/** What the questions need of the sign-up form: its inputs by path, and setting an answer. */
type AnswersForm = FieldBinder<AnswerPath> & {
  getValues: () => AnswerValues;
  setFieldValue: (path: AnswerPath, value: string) => void;
};

type ExtraQuestionsProps = { form: AnswersForm; fields: readonly RegistrationField[] };

/** The network's extra questions (setting/registration-form), under the sign-up form's own fields. */
export function ExtraQuestions({ form, fields }: ExtraQuestionsProps) {
  if (fields.length === 0) return null;
  return (
    <Stack gap="md">
      {fields.map((field) => {
        const path: AnswerPath = `answers.${field.id}`;
        const common = {
          label: field.label,
          description: field.helpText ?? undefined,
          withAsterisk: field.required,
        };
        if (field.kind === 'checkbox') {
          // The answer is text ('1' ticked, '' not), as the server reads it.
          const { error } = form.getInputProps(path);
          // A checkbox has no required marker of its own: its error says it must be ticked.
          return (
            <Checkbox
              key={form.key(path)}
              label={common.label}
              description={common.description}
              error={error}
              defaultChecked={form.getValues().answers[field.id] === '1'}
              onChange={(event) => form.setFieldValue(path, event.currentTarget.checked ? '1' : '')}
            />
          );
        }
        if (field.kind === 'select') {
          return (
            <Select
              key={form.key(path)}
              {...common}
              data={field.options}
              searchable
              clearable
              {...selectInputProps(form.getInputProps(path))}
            />
          );
        }
        return (
          <TextInput
            key={form.key(path)}
            {...common}
            type={field.kind === 'url' ? 'url' : 'text'}
            placeholder={field.kind === 'url' ? 'https://' : undefined}
            maxLength={field.kind === 'url' ? 2048 : 1000}
            {...form.getInputProps(path)}
          />
        );
      })}
    </Stack>
  );
}
