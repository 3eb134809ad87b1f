import { type RegisterPublisherBody, registerPublisherBodySchema } from '@affnet/contracts';
import { MessengerFields } from '../../../components/messenger-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import { useRegisterPublisher } from '../api/register-publisher';
import { RegisterForm, SIGN_UP_VALUES, type SignUp, type SignUpValues } from './register-form';

type PublisherValues = SignUpValues & {
  messenger: string;
  messengerHandle: string;
  trafficSources: string[];
};

/** A publisher may leave out their company and website, and says how they reach people. */
const PUBLISHER_SIGN_UP: SignUp<PublisherValues, RegisterPublisherBody> = {
  kind: 'publisher',
  schema: registerPublisherBodySchema,
  initialValues: { ...SIGN_UP_VALUES, messenger: '', messengerHandle: '', trafficSources: [] },
  useRegister: useRegisterPublisher,
  kindFields: (form) => (
    <>
      <MessengerFields form={form} />
      <TrafficSourcesInput form={form} />
    </>
  ),
};

/** /auth/publisher/register's form. */
export function PublisherRegisterForm() {
  return <RegisterForm signUp={PUBLISHER_SIGN_UP} />;
}
