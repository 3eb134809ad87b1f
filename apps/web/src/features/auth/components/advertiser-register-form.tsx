import { type RegistrationField, registerAdvertiserBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { PasswordFields } from '../../../components/password-fields';
import { useContractForm } from '../../../lib/use-contract-form';
import { registrationQuestionsQuery } from '../api/get-registration-questions';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { ContactFields } from './contact-fields';
import { type AnswerValues, checkAnswers, ExtraQuestions } from './extra-questions';
import { RegistrationResult } from './registration-result';
import { TermsCheckbox } from './terms-checkbox';

type AdvertiserValues = AnswerValues & {
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

const INITIAL_VALUES: Omit<AdvertiserValues, 'answers'> = {
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
const OPTIONAL_KEYS = ['phone'] as const;

const NO_QUESTIONS: readonly RegistrationField[] = [];

/**
 * The advertiser sign-up form, with the network's extra questions under its own fields once they
 * load. If they cannot be loaded the form works without them, and the server's answer is the
 * final word.
 */
export function AdvertiserRegisterForm() {
  const fields = useQuery(registrationQuestionsQuery('advertiser')).data ?? NO_QUESTIONS;
  const mutation = useRegisterAdvertiser();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: registerAdvertiserBodySchema,
    initialValues: { ...INITIAL_VALUES, answers: {} },
    check: (values) => checkAnswers(fields, values),
    optionalKeys: OPTIONAL_KEYS,
    mutation,
    toRequest: (body) => body,
  });

  if (mutation.isSuccess) return <RegistrationResult result={mutation.data.data} />;

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not sign you up" message={alert} />
        <ContactFields form={form} />
        <ExtraQuestions form={form} fields={fields} />
        <Divider />
        <PasswordFields form={form} />
        <TermsCheckbox form={form} />
        <Button type="submit" fullWidth loading={isPending}>
          Create advertiser account
        </Button>
      </Stack>
    </form>
  );
}
