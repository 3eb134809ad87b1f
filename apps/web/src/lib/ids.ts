const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a record id as the API writes them. Ids from the URL (a filter, a path segment) are
 * checked before they reach a request: a hand-edited one is treated as absent or not found,
 * rather than as a 422 from the server.
 */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
