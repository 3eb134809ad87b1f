// The sign-up forms' extra fields for publishers and advertisers (setting/registration-form).

export { listRegistrationFields } from './repository';
export { registrationFormRoutes } from './routes';
export { saveRegistrationForm } from './save-registration-form';
