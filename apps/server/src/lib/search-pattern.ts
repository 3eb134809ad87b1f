/** An ILIKE pattern matching `search` anywhere: `%`, `_` and `\` typed into a box are literal. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search that is a whole number, optionally "#1042", may be a ref (an offer's or a partner's number). */
export function refOf(search: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(search);
  return match ? Number(match[1]) : null;
}
