/** An ILIKE pattern matching `search` anywhere: `%`, `_` and `\` typed into a box are literal. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search that is a whole number may be an offer's ref ("1042" finds offer 1042). */
export function refOf(search: string): number | null {
  return /^\d{1,9}$/.test(search) ? Number(search) : null;
}
