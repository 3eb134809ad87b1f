import type { OfferAccess, PagedResponse, PartnerKind } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { teamKeys } from './team-keys';

type PartnerSummary = { id: string; ref: number; company: string; status: string };

/**
 * The partners of one kind the employee sees (newest first), and how many wait for approval:
 * those they manage (`managerId`), or every partner of the network (null, an all-partners role).
 */
export function useMyPartners(kind: PartnerKind, managerId: string | null, enabled: boolean) {
  const path = kind === 'advertiser' ? '/v1/advertisers' : '/v1/publishers';
  return useQuery({
    queryKey: [...teamKeys.all, 'my-work', kind, managerId],
    enabled,
    queryFn: async ({ signal }) => {
      const mine = { ...(managerId ? { accountManagerId: managerId } : {}), perPage: 5 };
      const [latest, pending] = await Promise.all([
        request<PagedResponse<PartnerSummary>>(path, { query: mine, signal }),
        request<PagedResponse<PartnerSummary>>(path, {
          query: { ...mine, status: 'pending', perPage: 1 },
          signal,
        }),
      ]);
      return { latest: latest.data, total: latest.meta.total, pending: pending.meta.total };
    },
  });
}

/** Access requests waiting for a decision (the server keeps a managed employee to their publishers). */
export function usePendingAccess(enabled: boolean) {
  return useQuery({
    queryKey: [...teamKeys.all, 'my-work', 'access'],
    enabled,
    queryFn: ({ signal }) =>
      request<PagedResponse<OfferAccess>>('/v1/offer-access', {
        query: { status: 'pending', perPage: 5, sort: 'requestedAt', order: 'asc' },
        signal,
      }),
  });
}
