import type { PublisherPostback, SavePublisherPostbackBody } from '@affnet/contracts';
import type { SavePostbackInput } from '../api/save-postback';

/** The form as its inputs hold it ('' for none). */
export type PostbackValues = {
  publisherId: string;
  offerId: string;
  eventKey: string;
  statuses: string[];
  method: string;
  url: string;
  body: string;
  isActive: boolean;
};

/**
 * Left out when empty beyond what the schema says may be absent: the publisher's own schema has
 * no publisher field, so its form's blank one is not sent.
 */
export const POSTBACK_OPTIONAL_KEYS = ['publisherId'] as const satisfies readonly (keyof PostbackValues)[];

/** A new postback reports approved conversions of every offer by GET; `offerId` preselects an offer. */
export function postbackValuesOf(
  postback?: PublisherPostback,
  preset: { offerId?: string; publisherId?: string } = {},
): PostbackValues {
  return {
    publisherId: postback?.publisherId ?? preset.publisherId ?? '',
    offerId: postback?.offerId ?? preset.offerId ?? '',
    eventKey: postback?.eventKey ?? '',
    statuses: postback?.statuses ?? ['approved'],
    method: postback?.method ?? 'GET',
    url: postback?.url ?? '',
    body: postback?.body ?? '',
    isActive: postback?.isActive ?? true,
  };
}

/** What either side's schema gives: staff's carries the publisher. */
export type PostbackFormBody = SavePublisherPostbackBody & { publisherId?: string };

/** The request: a GET carries no body; the publisher side never sends a publisher. */
export function toPostbackRequest(body: PostbackFormBody, isStaff: boolean): SavePostbackInput['body'] {
  const { publisherId, body: template, ...rest } = body;
  return {
    ...rest,
    ...(isStaff ? { publisherId } : {}),
    ...(rest.method === 'POST' && template ? { body: template } : {}),
  };
}
