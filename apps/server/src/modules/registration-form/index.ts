export { listRegistrationFields } from './repository';
export { registrationFormRoutes } from './routes';
export { saveRegistrationForm } from './save-registration-form';
