/**
 * The two sides of the postback screens: staff (publisher/postback/*, any publisher of the
 * network) and the publisher (tools/postback/*, their own). The screens are the same; the
 * endpoints and a few fields differ.
 */
import type { Permission } from '@affnet/contracts';

export type PostbackSide = 'staff' | 'publisher';

/**
 * What adding, editing, deleting and re-firing need: staff hold `publishers.write` (the offer's
 * postback tab shows them on an offers screen, so the screen's own permission is not the one); a
 * publisher changes their own.
 */
export const POSTBACK_CHANGE_PERMISSION: Record<PostbackSide, Permission | undefined> = {
  staff: 'publishers.write',
  publisher: undefined,
};

export const POSTBACK_PATHS: Record<
  PostbackSide,
  { postbacks: string; deliveries: string; targets: string }
> = {
  staff: {
    postbacks: '/v1/publisher-postbacks',
    deliveries: '/v1/publisher-postback-deliveries',
    targets: '/v1/publisher-postbacks/targets',
  },
  publisher: {
    postbacks: '/v1/publisher/postbacks',
    deliveries: '/v1/publisher/postback-deliveries',
    targets: '/v1/publisher/postback-targets',
  },
};

export const postbackKeys = {
  all: (side: PostbackSide) => ['publisher-postbacks', side] as const,
  lists: (side: PostbackSide) => ['publisher-postbacks', side, 'list'] as const,
  detail: (side: PostbackSide, id: string) => ['publisher-postbacks', side, 'detail', id] as const,
  deliveries: (side: PostbackSide) => ['publisher-postbacks', side, 'deliveries'] as const,
  targets: (side: PostbackSide, publisherId: string, search: string) =>
    ['publisher-postbacks', side, 'targets', publisherId, search] as const,
  secret: ['publisher-postbacks', 'secret'] as const,
};

/** Where a postback's links go: the list, the add form, one postback's form and log. */
export type PostbackLinks = {
  list: string;
  add: string;
  edit: (id: string) => string;
  /** The log of one postback, or (no id) of all. */
  log: (id?: string) => string;
};
