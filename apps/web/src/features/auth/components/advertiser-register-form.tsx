import { type RegisterAdvertiserBody, registerAdvertiserBodySchema } from '@affnet/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { ContactFields } from './contact-fields';
import { PasswordFields } from './password-fields';
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
const FIELDS = Object.keys(INITIAL_VALUES);

export function AdvertiserRegisterForm() {
  const form = useForm<AdvertiserValues, RegisterAdvertiserBody>({
    mode: 'uncontrolled',
    initialValues: INITIAL_VALUES,
    ...contractForm<AdvertiserValues, RegisterAdvertiserBody>(registerAdvertiserBodySchema, OPTIONAL_KEYS),
  });
  const registerMutation = useRegisterAdvertiser({
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });

  if (registerMutation.isSuccess) return <RegistrationResult result={registerMutation.data.data} />;

  return (
    <form noValidate onSubmit={form.onSubmit((body) => registerMutation.mutate(body))}>
      <Stack gap="md">
        <FormAlert title="Could not sign you up" message={formAlertOf(registerMutation.error, FIELDS)} />
        <ContactFields form={form} isBusinessRequired />
        <Divider />
        <PasswordFields form={form} />
        <TermsCheckbox form={form} />
        <Button type="submit" fullWidth loading={registerMutation.isPending}>
          Create advertiser account
        </Button>
      </Stack>
    </form>
  );
}
