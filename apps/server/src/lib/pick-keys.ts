/** A new object of `source`'s `keys` only: one list names what passes from one shape to the next. */
export function pickKeys<Source extends object, Key extends keyof Source>(
  source: Source,
  keys: readonly Key[],
): Pick<Source, Key> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<Source, Key>;
}
