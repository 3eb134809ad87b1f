import type { Advertiser, PartnerKind, Publisher } from '@affnet/contracts';

/** The record of each kind of partner, as its endpoints answer it. */
export type PartnerOf<K extends PartnerKind> = { advertiser: Advertiser; publisher: Publisher }[K];

const PLURALS = { advertiser: 'advertisers', publisher: 'publishers' } as const satisfies Record<
  PartnerKind,
  string
>;

/** `/v1/advertisers` or `/v1/publishers`, and what follows it: the server's `partnerRoutes` paths. */
export function partnerPath(kind: PartnerKind, ...segments: string[]): string {
  return ['/v1', PLURALS[kind], ...segments.map(encodeURIComponent)].join('/');
}

/** Query keys of one kind of partner; mutations invalidate by these. */
export function partnerKeys(kind: PartnerKind) {
  const all = [PLURALS[kind]] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
