import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from './app-error';

export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.';

/**
 * zxcvbn scores below 2 mean fewer than a million guesses: passwords from the breach lists
 * (@zxcvbn-ts/language-common's ~50,000 most used ones) and their l33t, capitalised, reversed
 * and digit-suffixed variants, keyboard walks, sequences and repeats.
 */
const MIN_SCORE = 2;

/** Built on first use: loading the dictionaries takes ~100 ms, which a process that never sets a password skips. */
let checker: ZxcvbnFactory | undefined;

/** Each input whole and in its words: "Sunny Marlowe" makes "sunnymarlowe1" as weak as "sunny1". */
function guessableWords(userInputs: readonly string[]): string[] {
  return userInputs.flatMap((input) => {
    const words = input.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return [input.toLowerCase(), words.join(''), ...words.filter((word) => word.length > 2)];
  });
}

/** Whether a chosen password is too guessable; `userInputs` (e-mail, name) count as guessable too. */
export function isWeakPassword(password: string, userInputs: readonly string[] = []): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password, guessableWords(userInputs)).score < MIN_SCORE;
}

/** Refuses a weak password as a 422 on the `password` field. */
export function assertStrongPassword(password: string, userInputs: readonly string[] = []): void {
  if (isWeakPassword(password, userInputs)) throw fieldError('password', WEAK_PASSWORD_MESSAGE);
}
