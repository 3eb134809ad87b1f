/** A value the form-data encoder accepts. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | Date
  | ReadonlyArray<string | number | boolean | null | undefined | Blob>;

/**
 * Encodes a form submission by the spec's payload rules (§5): empty strings and null are left
 * out, booleans are sent as 1 or 0, arrays as repeated `key[]` fields, files as files.
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value) appendValue(formData, `${key}[]`, item);
    } else {
      appendValue(formData, key, value as Exclude<FormValue, ReadonlyArray<unknown>>);
    }
  }
  return formData;
}

function appendValue(
  formData: FormData,
  key: string,
  value: string | number | boolean | null | undefined | Blob | Date,
): void {
  if (value === null || value === undefined || value === '') return;
  if (typeof value === 'boolean') formData.append(key, value ? '1' : '0');
  else if (value instanceof Blob) formData.append(key, value);
  else if (value instanceof Date) formData.append(key, value.toISOString());
  else formData.append(key, String(value));
}
