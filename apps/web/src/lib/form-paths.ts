/** Keys of list items that no input shows: row identity and labels carried for display. */
const NOT_INPUTS = new Set(['id', 'rowKey']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Every path of a form's values in Mantine's (and zod's) notation: `events`, `events.0`,
 * `events.0.key`, `targeting.country.include`. `formAlertOf` uses them to tell which server errors
 * land on an input of the form, so the rest go into the alert above it. `hidden` names more keys
 * (at any depth) that have no input.
 */
export function inputPathsOf(values: unknown, hidden: readonly string[] = []): string[] {
  const skip = new Set([...NOT_INPUTS, ...hidden]);
  const paths: string[] = [];
  const visit = (value: unknown, prefix: string) => {
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : isRecord(value)
        ? Object.entries(value)
        : [];
    for (const [key, item] of entries) {
      if (skip.has(key)) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      paths.push(path);
      visit(item, path);
    }
  };
  visit(values, '');
  return paths;
}
