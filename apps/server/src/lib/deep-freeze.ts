/**
 * Freezes a plain value and everything reachable from it (arrays and objects), so a value shared
 * by many readers (an offer snapshot) cannot be changed by one of them. Dates are frozen as
 * objects but keep their setters: nothing here calls them.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
