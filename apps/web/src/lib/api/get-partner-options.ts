import type { PagingMeta, PartnerKind } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/** What a picker shows of an advertiser or publisher. */
export type PartnerOption = { id: string; company: string; email: string };

const PATHS: Record<PartnerKind, string> = { advertiser: '/v1/advertisers', publisher: '/v1/publishers' };
const OPTIONS_PER_SEARCH = 25;

/** The first advertisers or publishers by company name that match a search (company, contact, e-mail). */
export async function getPartnerOptions(
  kind: PartnerKind,
  search: string,
  signal?: AbortSignal,
): Promise<PartnerOption[]> {
  const answer = await request<{ data: PartnerOption[]; meta: PagingMeta }>(PATHS[kind], {
    query: { search, perPage: OPTIONS_PER_SEARCH, sort: 'company', order: 'asc' },
    signal,
  });
  return answer.data.map(({ id, company, email }) => ({ id, company, email }));
}

/** Advertisers or publishers for a picker, searched on the server. */
export function usePartnerOptions(kind: PartnerKind, search: string) {
  return useQuery({
    queryKey: ['partner-options', kind, search],
    queryFn: ({ signal }) => getPartnerOptions(kind, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
