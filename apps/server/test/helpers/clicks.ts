import type { Database } from '../../src/db/client';
import { clicks } from '../../src/db/schema/events';
import { publisherPostbacks } from '../../src/db/schema/index';
import {
  CLICK_FLAGS,
  type ClickIdCodec,
  createClickIdCodec,
  loadTrackingSecret,
} from '../../src/tracking/index';
import type { TestTenant } from './factories';

/*
 * Clicks for conversion tests, written straight to `clicks` (not counted in the rollups, so a
 * conversion test's figures are its conversions' alone) with a genuine click id (signed with
 * the installation's tracking secret, as the app reads it), so a test needs no click engine.
 */

export type ClickRow = typeof clicks.$inferSelect;

/** The codec the app uses (tests start without TRACKING_SECRET: the key kept in the database). */
export async function testClickIds(db: Database): Promise<ClickIdCodec> {
  return createClickIdCodec(await loadTrackingSecret(db, undefined));
}

export type SeedClickOptions = {
  offer: { id: string; ref: number; advertiserId: string; currency?: string };
  publisher: { id: string; ref: number };
  /** When the click happened (whole seconds; the id carries them). Default: an hour ago. */
  clickedAt?: Date;
  isTest?: boolean;
} & Partial<Omit<ClickRow, 'id' | 'clickedAt' | 'tenantId' | 'offerId' | 'publisherId' | 'isTest'>>;

export async function seedClick(
  db: Database,
  tenant: TestTenant,
  options: SeedClickOptions,
): Promise<ClickRow> {
  const { offer, publisher, clickedAt: when, isTest = false, ...columns } = options;
  const seconds = Math.floor((when ?? new Date(Date.now() - 3_600_000)).getTime() / 1000);
  const kind = columns.kind ?? 'valid';
  const flags = (isTest ? CLICK_FLAGS.test : 0) | (kind === 'valid' ? 0 : CLICK_FLAGS.notEligible);
  const id = (await testClickIds(db)).issue({
    offerRef: offer.ref,
    publisherRef: publisher.ref,
    clickedAtSeconds: seconds,
    flags,
  });
  const [row] = await db
    .insert(clicks)
    .values({
      id,
      clickedAt: new Date(seconds * 1000),
      tenantId: tenant.id,
      offerId: offer.id,
      offerRef: offer.ref,
      publisherId: publisher.id,
      publisherRef: publisher.ref,
      advertiserId: offer.advertiserId,
      kind,
      isUnique: true,
      isDuplicate: false,
      isTest,
      currency: offer.currency ?? 'USD',
      country: 'DE',
      deviceType: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      sub1: 'campaign-7',
      source: 'newsletter',
      ip: '198.51.100.20',
      ...columns,
    })
    .returning();
  if (!row) throw new Error('click insert returned no row');
  return row;
}

/** A publisher's postback setting, written straight to the table. */
export async function seedPublisherPostback(
  db: Database,
  tenant: TestTenant,
  values: Omit<typeof publisherPostbacks.$inferInsert, 'tenantId' | 'method' | 'url'> &
    Partial<Pick<typeof publisherPostbacks.$inferInsert, 'method' | 'url'>>,
) {
  const [row] = await db
    .insert(publisherPostbacks)
    .values({
      tenantId: tenant.id,
      method: 'GET',
      url: 'https://publisher.example/cb?click={click_id}&payout={payout}&status={status}&s1={sub1}',
      ...values,
    })
    .returning();
  if (!row) throw new Error('postback insert returned no row');
  return row;
}
