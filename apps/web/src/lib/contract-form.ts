import {
  type FormErrors,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  schemaResolver,
} from '@mantine/form';
import { ApiError } from '../../../lib/http';

/** A contracts (zod 4) schema: a Standard Schema for the resolver that also parses to the request body. */
export type ContractSchema<Output> = Parameters<typeof schemaResolver>[0] & {
  parse: (input: unknown) => Output;
};

/**
 * Validates and transforms a form with the same contracts schema the server uses (STYLE rule 6).
 * An empty optional field is never sent (spec §5), so it is validated as absent, not as ''.
 */
export function contractForm<Values extends Record<string, unknown>, Output>(
  schema: ContractSchema<Output>,
  optionalKeys: readonly (keyof Values & string)[] = [],
) {
  const resolve = schemaResolver(schema, { sync: true });
  const prepare = (values: Values): Record<string, unknown> => {
    const prepared: Record<string, unknown> = { ...values };
    for (const key of optionalKeys) {
      if (prepared[key] === '' || prepared[key] === null) delete prepared[key];
    }
    return prepared;
  };
  return {
    validate: (values: Values): FormErrors => resolve(prepare(values)),
    transformValues: (values: Values): Output => schema.parse(prepare(values)),
  };
}

/**
 * The server's field errors, one line per field, ready for `form.setErrors`. An error on a list
 * item (`trafficSources.1`) is shown on the list's own input.
 */
export function fieldErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = inputOf(key);
    const line = [errors[field], ...messages].filter(Boolean).join(' ');
    if (line) errors[field] = line;
  }
  return errors;
}

function inputOf(errorKey: string): string {
  return errorKey.replace(/\.\d+$/, '');
}

/**
 * The message to show above a form: the server's own message, unless every problem it reported
 * is already shown on a field of this form.
 */
export function formAlertOf(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  const fieldKeys = Object.keys(error.fieldErrors).map(inputOf);
  if (fieldKeys.length > 0 && fieldKeys.every((key) => fields.includes(key))) return null;
  return error.message;
}

/**
 * What a field component needs from a Mantine form (uncontrolled mode: `key` remounts the input
 * when the form sets values). Any `useForm` result whose values include the keys `K` fits.
 */
export type FieldBinder<K extends string> = {
  getInputProps: (path: K, options?: GetInputPropsOptions) => GetInputPropsReturnType;
  key: (path: K) => string;
};
