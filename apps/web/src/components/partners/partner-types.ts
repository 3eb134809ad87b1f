import type { Advertiser, ChangePartnerStatusBody, PagingMeta } from '@affnet/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';

/** What advertisers and publishers have in common; both records satisfy it. */
export type PartnerRecord = Omit<Advertiser, 'conversionToken' | 'ipAllowlist'>;

/** How the screens name one kind of partner: "advertiser" / "advertisers". */
export type PartnerNoun = { singular: string; plural: string };

export type PartnerPage<Row extends PartnerRecord> = { data: Row[]; meta: PagingMeta };
export type PartnerListQuery<Row extends PartnerRecord> = UseQueryResult<PartnerPage<Row>>;

export type ChangeStatusResult = { data: { updated: number } };
export type ChangeStatusMutation = UseMutationResult<ChangeStatusResult, Error, ChangePartnerStatusBody>;

/** "Advertiser" from "advertiser". */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
