import type { DeliveryState, PostbackDelivery } from '@affnet/contracts';

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const DELIVERY_STATE_COLORS: Record<DeliveryState, string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

const ERROR_TEXTS: Record<string, string> = {
  timeout: 'no answer within 5 seconds',
  ssrf_refused: 'refused: the address is private or local',
  network_error: 'could not connect',
  bad_url: 'the URL cannot be called',
  publisher_missing: 'the publisher no longer exists',
};

/** "HTTP 200", "HTTP 503", "no answer within 5 seconds": what the last attempt got. */
export function deliveryOutcomeOf(delivery: PostbackDelivery): string {
  if (delivery.responseStatus !== null) return `HTTP ${delivery.responseStatus}`;
  if (delivery.error) return ERROR_TEXTS[delivery.error] ?? delivery.error;
  return 'not sent yet';
}
