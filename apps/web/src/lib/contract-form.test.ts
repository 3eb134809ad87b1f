import { createAdvertiserBodySchema, loginBodySchema, registerAdvertiserBodySchema } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { contractForm, fieldErrorsOf, formAlertOf } from './contract-form';
import { ApiError } from './http';

const ADVERTISER = {
  name: 'Ada',
  email: ' Ada@Example.com ',
  company: 'Ada Ltd',
  website: 'https://ada.example.com',
  country: 'fr',
  phone: '',
  acceptTerms: true,
  password: 'long-enough-1',
  passwordConfirmation: 'long-enough-1',
};

test('an empty optional field is validated as absent and left out of the body: the schema says which', () => {
  const { validate, transformValues } = contractForm<typeof ADVERTISER, unknown>(
    registerAdvertiserBodySchema,
  );

  expect(validate(ADVERTISER)).toEqual({});
  expect(transformValues(ADVERTISER)).toMatchObject({ email: 'ada@example.com', country: 'FR' });
  expect(transformValues(ADVERTISER)).not.toHaveProperty('phone');
});

test('a key the form declares is left out when empty too: a default applies', () => {
  const schema = createAdvertiserBodySchema;
  const values = { company: 'Ada Ltd', contactName: 'Ada', email: 'ada@example.com', currency: '' };
  expect(contractForm<typeof values, unknown>(schema).validate(values)).toHaveProperty('currency');

  const { validate, transformValues } = contractForm<typeof values, unknown>(schema, ['currency']);
  expect(validate(values)).toEqual({});
  expect(transformValues(values)).toMatchObject({ currency: 'USD' });
});

test('an empty required field keeps its own schema message', () => {
  const { validate } = contractForm<typeof ADVERTISER, unknown>(registerAdvertiserBodySchema);

  expect(validate({ ...ADVERTISER, company: '', website: '' })).toMatchObject({
    company: 'Enter your company name',
    website: 'Enter a valid http(s) URL',
  });
});

test('server field errors are joined per input, list items on the list', () => {
  const error = new ApiError(422, 'Invalid input', {
    email: ['Taken', 'Really taken'],
    'trafficSources.0': ['Unknown source'],
    'trafficSources.2': ['Also unknown'],
  });

  expect(fieldErrorsOf(error)).toEqual({
    email: 'Taken Really taken',
    trafficSources: 'Unknown source Also unknown',
  });
  expect(fieldErrorsOf(new Error('offline'))).toEqual({});
});

test('the alert shows the server message unless every problem sits on a field', () => {
  const fields = Object.keys(loginBodySchema.shape);

  expect(formAlertOf(null, fields)).toBeNull();
  expect(formAlertOf(new ApiError(422, 'Invalid input', { email: ['Bad'] }), fields)).toBeNull();
  expect(formAlertOf(new ApiError(422, 'Link expired', { token: ['Link expired'] }), fields)).toBe(
    'Link expired',
  );
  expect(formAlertOf(new ApiError(429, 'Too many attempts'), fields)).toBe('Too many attempts');
  expect(formAlertOf(new TypeError('Failed to fetch'), fields)).toMatch(/Could not reach the server/);
});

test('a client-side error on a list item is shown on the list input', () => {
  const values = {
    company: 'Acme',
    contactName: 'Ann',
    email: 'ann@acme.example',
    ipAllowlist: ['10.0.0.1', 'nope'],
  };
  const { validate } = contractForm<typeof values, unknown>(createAdvertiserBodySchema);

  expect(validate(values)).toEqual({ ipAllowlist: 'Enter an IP address or CIDR range' });
});
