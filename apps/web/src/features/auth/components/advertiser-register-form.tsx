import { type RegisterAdvertiserBody, registerAdvertiserBodySchema } from '@affnet/contracts';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { RegisterForm, SIGN_UP_VALUES, type SignUp, type SignUpValues } from './register-form';

/** An advertiser names their company and website; only the phone may stay blank. */
const ADVERTISER_SIGN_UP: SignUp<SignUpValues, RegisterAdvertiserBody> = {
  kind: 'advertiser',
  schema: registerAdvertiserBodySchema,
  initialValues: SIGN_UP_VALUES,
  useRegister: useRegisterAdvertiser,
};

/** /auth/advertiser/register's form. */
export function AdvertiserRegisterForm() {
  return <RegisterForm signUp={ADVERTISER_SIGN_UP} />;
}
