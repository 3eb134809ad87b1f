import { registerPublisherBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { MessengerFields } from '../../../components/messenger-fields';
import { PasswordFields } from '../../../components/password-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRegisterPublisher } from '../api/register-publisher';
import { ContactFields } from './contact-fields';
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

export function PublisherRegisterForm() {
  const mutation = useRegisterPublisher();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: registerPublisherBodySchema,
    initialValues: INITIAL_VALUES,
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
