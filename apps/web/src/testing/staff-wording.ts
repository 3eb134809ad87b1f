/**
 * Words that belong on staff screens only: a publisher cannot add a tracking domain, make a staff
 * test link or search other publishers, and is "you", never "the publisher". Publisher screens'
 * tests check their whole text against these.
 */
export const STAFF_WORDING = [
  /\bstaff\b/i,
  /tracking domain to the network/i,
  /\bthe publisher'?s?\b/i,
  /\bpublisher or\b/i,
];

/** The staff phrases found in `text` (the page's text content); empty when there are none. */
export function staffWordingIn(text: string): string[] {
  return STAFF_WORDING.flatMap((pattern) => text.match(pattern) ?? []);
}
