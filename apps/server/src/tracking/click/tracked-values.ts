/*
 * Values a link or a browser sends are data (docs/tracking.md, issue rules): control characters
 * (NUL included) are removed and the length capped before anything stores or echoes them.
 */

export const TRACKED_VALUE_MAX = 255;
export const USER_AGENT_MAX = 512;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Cleaned text, or null when nothing is left. */
export function cleanTracked(value: string | null | undefined, max = TRACKED_VALUE_MAX): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value.replace(CONTROL, '').trim().slice(0, max);
  return cleaned === '' ? null : cleaned;
}
