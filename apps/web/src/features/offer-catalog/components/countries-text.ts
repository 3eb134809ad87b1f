import { countryName } from '../../../lib/format';

const SHOWN = 3;

/** "All countries", "United States, Canada +2 more", "All but Russia". */
export function countriesText(countries: readonly string[], excluded: readonly string[]): string {
  if (countries.length > 0) {
    const names = countries.slice(0, SHOWN).map(countryName).join(', ');
    return countries.length > SHOWN ? `${names} +${countries.length - SHOWN} more` : names;
  }
  if (excluded.length > 0) return `All but ${excluded.map(countryName).join(', ')}`;
  return 'All countries';
}
