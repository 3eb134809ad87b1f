import { postbackResultSentence } from '@affnet/contracts';

/** A result's short name for the filter and badge: the code, in words. */
export function resultLabel(result: string): string {
  if (result === 'accepted') return 'Accepted';
  if (result === 'repeat') return 'Repeat';
  const words = result.replaceAll('_', ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Stored and repeats are fine; every refusal is an error to look at. */
export function resultColor(result: string): string {
  if (result === 'accepted') return 'green';
  if (result === 'repeat') return 'blue';
  return 'red';
}

export { postbackResultSentence };
