/** A form value as the web client holds it before encoding. */
export type FormInput = Record<string, string | number | boolean | null | undefined | string[] | Blob>;

/**
 * Encodes a form exactly by the spec's payload rules (§5): empty strings and null left out,
 * booleans as 1/0, arrays as repeated `key[]`, files as files. Returns what `inject` needs.
 */
export async function multipartPayload(values: FormInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, item);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (value instanceof Blob) form.append(key, value, 'upload.bin');
    else form.append(key, String(value));
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType };
}
