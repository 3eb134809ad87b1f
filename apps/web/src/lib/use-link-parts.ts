import { publisherTrackingLinkQuerySchema, SUB_ID_KEYS, type SubIdKey } from '@affnet/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

/** The link generator's inputs, as text ('' = none). */
export type LinkPartValues = Record<SubIdKey | 'landingPageId' | 'creativeId' | 'source' | 'url', string>;

export const EMPTY_LINK_PARTS: LinkPartValues = {
  landingPageId: '',
  creativeId: '',
  sub1: '',
  sub2: '',
  sub3: '',
  sub4: '',
  sub5: '',
  source: '',
  url: '',
};

const TYPING_PAUSE_MS = 300;

/**
 * The generator's state: not a form that is sent once, but a link that follows every change. The
 * inputs are checked with the contracts schema the server uses; while one is wrong the link
 * waits (`query` is null) and the field shows why. The query follows typing after a short pause.
 */
export function useLinkParts() {
  const [values, setValues] = useState<LinkPartValues>(EMPTY_LINK_PARTS);
  const [settled] = useDebouncedValue(values, TYPING_PAUSE_MS);
  const checked = useMemo(() => publisherTrackingLinkQuerySchema.safeParse(settled), [settled]);
  const errors = useMemo(() => {
    const found: Partial<Record<keyof LinkPartValues, string>> = {};
    if (checked.success) return found;
    for (const issue of checked.error.issues) {
      const key = issue.path[0] as keyof LinkPartValues;
      found[key] ??= issue.message;
    }
    return found;
  }, [checked]);
  const query = checked.success ? compact(settled) : null;
  const set = (key: keyof LinkPartValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, set, errors, query };
}

/** Only the parts that are set, as the request's query. */
function compact(values: LinkPartValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['landingPageId', 'creativeId', ...SUB_ID_KEYS, 'source', 'url'] as const) {
    const value = values[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The generator's state as `useLinkParts` answers it. */
export type LinkParts = ReturnType<typeof useLinkParts>;
