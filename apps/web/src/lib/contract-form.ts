import { keysAllowedAbsent } from '@affnet/contracts';
import {
  type FormErrors,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  schemaResolver,
} from '@mantine/form';
import { ApiError } from './http';

/** A contracts (zod 4) schema: a Standard Schema for the resolver that also parses to the request body. */
export type ContractSchema<Output> = Parameters<typeof schemaResolver>[0] & {
  parse: (input: unknown) => Output;
};

/**
 * Validates and transforms a form with the same contracts schema the server uses (STYLE rule 6).
 * An empty optional field is never sent (spec §5), so it is validated as absent, not as '': the
 * schema says which keys may be absent; `optionalKeys` adds those only a rule between fields, a
 * default or a union makes optional. A required field keeps '' so its own message shows.
 */
export function contractForm<Values extends Record<string, unknown>, Output>(
  schema: ContractSchema<Output>,
  optionalKeys: readonly (keyof Values & string)[] = [],
) {
  const resolve = schemaResolver(schema, { sync: true });
  const optional = new Set([...keysAllowedAbsent(schema), ...optionalKeys]);
  const prepare = (values: Values): Record<string, unknown> => {
    const prepared: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) prepared[key] = withoutEmptyInside(value);
    for (const key of optional) {
      if (prepared[key] === '' || prepared[key] === null) delete prepared[key];
    }
    return prepared;
  };
  return {
    validate: (values: Values, isInput?: IsInput): FormErrors => onInputs(resolve(prepare(values)), isInput),
    transformValues: (values: Values): Output => schema.parse(prepare(values)),
  };
}

/** True for a path bound to an input of its own, such as one answer of several (`answers.1`). */
export type IsInput = (path: string) => boolean;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Inside lists and records, empty strings and nulls are left out as the encoder leaves them out
 * (spec §5), so an empty optional field of a list item is validated as absent. Items of a list of
 * records stay, even when empty, so errors keep the item's index.
 */
function withoutEmptyInside(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== '' && item !== null).map(withoutEmptyInside);
  }
  if (isPlainRecord(value)) {
    const kept = Object.entries(value).filter(([, item]) => item !== '' && item !== null);
    return Object.fromEntries(kept.map(([key, item]) => [key, withoutEmptyInside(item)]));
  }
  return value;
}

/**
 * Errors keyed by input: a list item's error (`ipAllowlist.2`) is shown on the list's own input,
 * unless the item has an input of its own.
 */
function onInputs(errors: FormErrors, isInput?: IsInput): FormErrors {
  const merged: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = inputOf(key, isInput);
    merged[field] ??= message;
  }
  return merged;
}

/**
 * The server's field errors, one line per field, ready for `form.setErrors`. An error on a list
 * item (`trafficSources.1`) is shown on the list's own input, unless the item has its own.
 */
export function fieldErrorsOf(error: unknown, isInput?: IsInput): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = inputOf(key, isInput);
    const line = [errors[field], ...messages].filter(Boolean).join(' ');
    if (line) errors[field] = line;
  }
  return errors;
}

function inputOf(errorKey: string, isInput?: IsInput): string {
  return isInput?.(errorKey) ? errorKey : errorKey.replace(/\.\d+$/, '');
}

/**
 * The message to show above a form: the server's own message, unless every problem it reported
 * is already shown on a field of this form.
 */
export function formAlertOf(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  const fieldKeys = Object.keys(error.fieldErrors).map((key) => inputOf(key));
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

/**
 * Input props for a Mantine Select bound to a text form value: an empty value ('') shows as no
 * choice (placeholder, no clear button) and clearing stores '' again, which is never sent.
 */
export function selectInputProps(props: GetInputPropsReturnType) {
  const { value, defaultValue, onChange, ...rest } = props;
  return {
    ...rest,
    ...(value !== undefined ? { value: value || null } : {}),
    ...(defaultValue !== undefined ? { defaultValue: defaultValue || null } : {}),
    onChange: (choice: string | null) => onChange(choice ?? ''),
  };
}
