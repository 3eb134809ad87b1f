import { registerAdvertiserBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { PasswordFields } from '../../../components/password-fields';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { ContactFields } from './contact-fields';
import { RegistrationResult } from './registration-result';
import { TermsCheckbox } from './terms-checkbox';

type AdvertiserValues = {
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

const INITIAL_VALUES: AdvertiserValues = {
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

export function AdvertiserRegisterForm() {
  const mutation = useRegisterAdvertiser();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: registerAdvertiserBodySchema,
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
