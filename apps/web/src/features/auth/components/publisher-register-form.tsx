import { type RegisterPublisherBody, registerPublisherBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { MessengerFields } from '../../../components/messenger-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import { contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { useRegisterPublisher } from '../api/register-publisher';
import { ContactFields } from './contact-fields';
import { PasswordFields } from './password-fields';
import { RegistrationResult } from './registration-result';
import { TermsCheckbox } from './terms-checkbox';

type PublisherValues = {
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

const INITIAL_VALUES: PublisherValues = {
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
const FIELDS = Object.keys(INITIAL_VALUES);

export function PublisherRegisterForm() {
  const form = useForm<PublisherValues, RegisterPublisherBody>({
    mode: 'uncontrolled',
    initialValues: INITIAL_VALUES,
    ...contractForm<PublisherValues, RegisterPublisherBody>(registerPublisherBodySchema, OPTIONAL_KEYS),
  });
  const registerMutation = useRegisterPublisher({
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });

  if (registerMutation.isSuccess) return <RegistrationResult result={registerMutation.data.data} />;

  return (
    <form noValidate onSubmit={form.onSubmit((body) => registerMutation.mutate(body))}>
      <Stack gap="md">
        <FormAlert title="Could not sign you up" message={formAlertOf(registerMutation.error, FIELDS)} />
        <ContactFields form={form} isBusinessRequired={false} />
        <MessengerFields form={form} />
        <TrafficSourcesInput form={form} />
        <Divider />
        <PasswordFields form={form} />
        <TermsCheckbox form={form} />
        <Button type="submit" fullWidth loading={registerMutation.isPending}>
          Create publisher account
        </Button>
      </Stack>
    </form>
  );
}
