import { type FormInput, formEntries } from '@affnet/contracts';

/** A value the form-data encoder accepts: plain values, files, and lists or records of them. */
export type FormValue = FormInput;

/**
 * Encodes a form submission by the spec's payload rules (§5): empty strings and null are left
 * out, booleans are sent as 1 or 0, arrays as repeated `key[]` fields, files as files. Lists of
 * records use indexed brackets (`events[0][key]`); see contracts `form-encoding.ts`.
 */
export function toFormData(values: { readonly [key: string]: FormValue }): FormData {
  const formData = new FormData();
  for (const [key, value] of formEntries(values)) formData.append(key, value);
  return formData;
}
