import type { PartnerKind, RegisterResponse, RegistrationField } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PasswordFields } from '../../../components/password-fields';
import type { ContractSchema } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { registrationQuestionsQuery } from '../api/get-registration-questions';
import { ContactFields } from './contact-fields';
import { type AnswerValues, checkAnswers, ExtraQuestions } from './extra-questions';
import { RegistrationResult } from './registration-result';
import { TermsCheckbox } from './terms-checkbox';

/** What every sign-up asks: who is signing up, the terms and a password. */
export type SignUpValues = AnswerValues & {
  name: string;
  email: string;
  company: string;
  website: string;
  country: string;
  phone: string;
  acceptTerms: boolean;
  password: string;
  passwordConfirmation: string;
};

export const SIGN_UP_VALUES: Omit<SignUpValues, 'answers'> = {
  name: '',
  email: '',
  company: '',
  website: '',
  country: '',
  phone: '',
  acceptTerms: false,
  password: '',
  passwordConfirmation: '',
};

/** One kind of sign-up: its endpoint's schema and mutation, and the fields only it asks. */
export type SignUp<V extends SignUpValues, Body> = {
  kind: PartnerKind;
  schema: ContractSchema<Body>;
  initialValues: Omit<V, 'answers'>;
  useRegister: () => UseMutationResult<RegisterResponse, Error, Body>;
  /** The kind's own fields, under the contact fields. */
  kindFields?: (form: UseFormReturnType<V>) => ReactNode;
};

const NO_QUESTIONS: readonly RegistrationField[] = [];

/**
 * A sign-up form of one kind, with the network's extra questions under its own fields once they
 * load. If they cannot be loaded the form works without them, and the server's answer is the
 * final word.
 */
export function RegisterForm<V extends SignUpValues, Body>({ signUp }: { signUp: SignUp<V, Body> }) {
  const fields = useQuery(registrationQuestionsQuery(signUp.kind)).data ?? NO_QUESTIONS;
  const mutation = signUp.useRegister();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: signUp.schema,
    initialValues: { ...signUp.initialValues, answers: {} } as V,
    check: (values) => checkAnswers(fields, values),
    mutation,
    toRequest: (body) => body,
  });

  if (mutation.isSuccess) return <RegistrationResult result={mutation.data.data} />;
  // V extends SignUpValues, but TypeScript cannot resolve a path's value type on a generic V.
  const answersForm = form as unknown as UseFormReturnType<SignUpValues>;

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not sign you up" message={alert} />
        <ContactFields form={form} />
        {signUp.kindFields?.(form)}
        <ExtraQuestions form={answersForm} fields={fields} />
        <Divider />
        <PasswordFields form={form} />
        <TermsCheckbox form={form} />
        <Button type="submit" fullWidth loading={isPending}>
          Create {signUp.kind} account
        </Button>
      </Stack>
    </form>
  );
}
