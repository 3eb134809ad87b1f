/*
 * The first-party cookie a valid click sets on the tracking domain (`afc_{offer ref}` = its click
 * id): read back by the duplicate-click rule and by pixel conversions, which carry no click id.
 */

export const cookieNameOf = (offerRef: number) => `afc_${offerRef}`;

/** One cookie's value from a Cookie header (the first of that name), or null when absent or empty. */
export function cookieValueOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const mark = part.indexOf('=');
    if (mark !== -1 && part.slice(0, mark).trim() === name) return part.slice(mark + 1).trim() || null;
  }
  return null;
}
