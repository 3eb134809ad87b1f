import {
  BROWSER_LABELS,
  BROWSERS,
  CONNECTION_TYPE_LABELS,
  CONNECTION_TYPES,
  DEVICE_TYPE_LABELS,
  DEVICE_TYPES,
  type DuplicateClickAction,
  LANGUAGE_CODES,
  type Offer,
  OPERATING_SYSTEM_LABELS,
  OPERATING_SYSTEMS,
  type TargetingDimension,
  type TargetingMismatchAction,
} from '@affnet/contracts';
import { countryOptions } from '../../../../components/country-select';

export type TargetingRule = { include: string[]; exclude: string[] };
/** The rules as the inputs hold them: text values, checked by the schema on save. */
export type TargetingValues = {
  targeting: Record<TargetingDimension, TargetingRule> & {
    blockProxies: boolean;
    mismatchAction: TargetingMismatchAction;
  };
  // Traffic filters: columns of their own beside the rules, saved with them.
  blockBots: boolean;
  blockedIps: string[];
  duplicateClickAction: DuplicateClickAction;
  duplicateClickWindowHours: number | string;
};

/** A stored offer's rules (copied, so the form never edits the cache), or none for a new one. */
export function targetingValuesOf(offer?: Offer): TargetingValues {
  const stored = offer?.targeting;
  const ruleOf = (dimension: TargetingDimension): TargetingRule => ({
    include: [...(stored?.[dimension].include ?? [])],
    exclude: [...(stored?.[dimension].exclude ?? [])],
  });
  return {
    targeting: {
      country: ruleOf('country'),
      region: ruleOf('region'),
      device: ruleOf('device'),
      os: ruleOf('os'),
      browser: ruleOf('browser'),
      language: ruleOf('language'),
      ip: ruleOf('ip'),
      connection: ruleOf('connection'),
      blockProxies: stored?.blockProxies ?? false,
      mismatchAction: stored?.mismatchAction ?? 'fallback',
    },
    blockBots: offer?.blockBots ?? true,
    blockedIps: [...(offer?.blockedIps ?? [])],
    duplicateClickAction: offer?.duplicateClickAction ?? 'allow',
    duplicateClickWindowHours: offer?.duplicateClickWindowHours ?? 24,
  };
}

type Option = { value: string; label: string };

function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Language names in the browser's language, sorted by name. */
function languageOptions(): Option[] {
  const names = new Intl.DisplayNames(undefined, { type: 'language', fallback: 'code' });
  return LANGUAGE_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
}

/** How each dimension's values are entered: picked from a list, or typed (regions, IP ranges). */
export type DimensionInput =
  | { kind: 'pick'; options: () => Option[] }
  | { kind: 'type'; placeholder: string };

export const DIMENSION_INPUTS: Record<TargetingDimension, DimensionInput> = {
  country: { kind: 'pick', options: () => countryOptions() },
  region: { kind: 'type', placeholder: 'US-CA, DE-BY' },
  device: { kind: 'pick', options: () => labelled(DEVICE_TYPES, DEVICE_TYPE_LABELS) },
  os: { kind: 'pick', options: () => labelled(OPERATING_SYSTEMS, OPERATING_SYSTEM_LABELS) },
  browser: { kind: 'pick', options: () => labelled(BROWSERS, BROWSER_LABELS) },
  language: { kind: 'pick', options: languageOptions },
  ip: { kind: 'type', placeholder: '203.0.113.7, 198.51.100.0/24' },
  connection: { kind: 'pick', options: () => labelled(CONNECTION_TYPES, CONNECTION_TYPE_LABELS) },
};
