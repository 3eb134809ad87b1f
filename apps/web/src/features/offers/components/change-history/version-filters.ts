import { OFFER_VERSION_PARTS, type OfferVersion, type OfferVersionPart } from '@affnet/contracts';
import { VERSION_PART_LABELS } from '../../../../components/offers/change-text';

/** The history's filters: the part saved and who saved it; null shows every one. */
export type VersionFilters = { part: OfferVersionPart | null; changedBy: string | null };
export const NO_VERSION_FILTERS: VersionFilters = { part: null, changedBy: null };

/** A former user's versions have no person to choose; they show while no person is chosen. */
export function filterVersions(versions: OfferVersion[], filters: VersionFilters): OfferVersion[] {
  return versions.filter(
    (version) =>
      (filters.part === null || version.part === filters.part) &&
      (filters.changedBy === null || version.changedBy?.id === filters.changedBy),
  );
}

/** Only the parts and the people the history has, in the tabs' order and by name. */
export function versionFilterOptions(versions: OfferVersion[]) {
  const parts = OFFER_VERSION_PARTS.filter((part) => versions.some((version) => version.part === part)).map(
    (part) => ({ value: part, label: VERSION_PART_LABELS[part] }),
  );
  const people = new Map<string, string>();
  for (const { changedBy } of versions) if (changedBy) people.set(changedBy.id, changedBy.name);
  const persons = [...people]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { parts, persons };
}
