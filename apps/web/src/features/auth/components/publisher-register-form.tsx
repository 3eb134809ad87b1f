import { type RegistrationField, registerPublisherBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { MessengerFields } from '../../../components/messenger-fields';
import { PasswordFields } from '../../../components/password-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import { useContractForm } from '../../../lib/use-contract-form';
import { registrationQuestionsQuery } from '../api/get-registration-questions';
import { useRegisterPublisher } from '../api/register-publisher';
import { ContactFields } from './contact-fields';
import { type AnswerValues, checkAnswers, ExtraQuestions } from './extra-questions';
import { RegistrationResult } from './registration-result';
import { TermsCheckbox } from './terms-checkbox';

type PublisherValues = AnswerValues & {
  name: string;
  email: string;
  company: string;
  website: string;
  country: string;
  phone: string;
  messenger: string;
  messengerHandle: string;
  trafficSources: string[];
  acceptTerms: boolean;
  password: string;
  passwordConfirmation: string;
};

const INITIAL_VALUES: Omit<PublisherValues, 'answers'> = {
  name: '',
  email: '',
  company: '',
  website: '',
  country: '',
  phone: '',
  messenger: '',
  messengerHandle: '',
  trafficSources: [],
  acceptTerms: false,
  password: '',
  passwordConfirmation: '',
};
const OPTIONAL_KEYS = ['company', 'website', 'phone', 'messenger', 'messengerHandle'] as const;

const NO_QUESTIONS: readonly RegistrationField[] = [];

/**
 * The publisher sign-up form, with the network's extra questions under its own fields once they
 * load. If they cannot be loaded the form works without them, and the server's answer is the
 * final word.
 */
export function PublisherRegisterForm() {
  const fields = useQuery(registrationQuestionsQuery('publisher')).data ?? NO_QUESTIONS;
  const mutation = useRegisterPublisher();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: registerPublisherBodySchema,
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
        <MessengerFields form={form} />
        <TrafficSourcesInput form={form} />
        <ExtraQuestions form={form} fields={fields} />
        <Divider />
        <PasswordFields form={form} />
        <TermsCheckbox form={form} />
        <Button type="submit" fullWidth loading={isPending}>
          Create publisher account
        </Button>
      </Stack>
    </form>
  );
}
