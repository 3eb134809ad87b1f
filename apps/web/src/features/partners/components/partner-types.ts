import type {
  Advertiser,
  ChangePartnerStatusBody,
  PagedResponse,
  PartnerKind,
  RecentRange,
} from '@affnet/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { EntityScreenProps } from '../../../lib/screen';

/** What advertisers and publishers have in common; both records satisfy it. */
export type PartnerRecord = Omit<
  Advertiser,
  'conversionToken' | 'ipAllowlist' | 'validationDays' | 'validationAction'
>;

/** How the screens name one kind of partner: "advertiser" / "advertisers". */
export type PartnerNoun = { singular: string; plural: string };

/** A page of a partner list: its rows and, for readers of reports, the days their figures cover. */
export type PartnerListQuery<Row extends PartnerRecord> = UseQueryResult<
  PagedResponse<Row> & { meta: { recent: RecentRange | null } }
>;

export type ChangeStatusResult = { data: { updated: number } };
export type ChangeStatusMutation = UseMutationResult<ChangeStatusResult, Error, ChangePartnerStatusBody>;

/** "Advertiser" from "advertiser". */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A partner page: which kind of partner it shows, its route-table entry and its screens' paths. */
export type PartnerScreenProps<K extends PartnerKind = PartnerKind> = EntityScreenProps & { kind: K };
