import {
  ADVERTISER_OFFER_RESULT_DAYS,
  type AdvertiserOfferResults,
  type OwnPostbackLog,
  periodFiguresOf,
  shiftDay,
  utcToZonedTime,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listPostbackLogs, type PostbackLogQuery } from '../conversions/index';
import { type ReportStores, sumRollups } from '../reports/index';
import { isOwnOffer } from './repository';

/*
 * What the advertiser's offer view shows beside the offer: its results over the last 30 days (the
 * advertiser dashboard's figures for one offer, through the same report kit and scope) and the
 * postback log of their offers. Test clicks and conversions are in neither rollup nor money.
 */

type Owner = { tenantId: string; advertiserId: string };

async function assertOwnOffer(db: Database, owner: Owner, offerId: string): Promise<void> {
  if (!(await isOwnOffer(db, owner.tenantId, owner.advertiserId, offerId))) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
}

/** The last 30 days in `tz`, today included: clicks, conversions and revenue (what they pay). */
export async function readOfferResults(
  stores: ReportStores,
  owner: Owner,
  offerId: string,
  tz: string,
  now = new Date(),
): Promise<AdvertiserOfferResults> {
  await assertOwnOffer(stores.db, owner, offerId);
  const to = utcToZonedTime(now, tz).slice(0, 10);
  const from = shiftDay(to, 1 - ADVERTISER_OFFER_RESULT_DAYS);
  const sums = await sumRollups(stores, {
    tenantId: owner.tenantId,
    from,
    to,
    timeZone: tz,
    groupBy: ['offer'],
    filters: { offerId },
    scope: { role: 'advertiser', advertiserId: owner.advertiserId },
  });
  return { from, to, timeZone: tz, figures: periodFiguresOf(sums.groups, 'advertiser') };
}

/** The calls about the advertiser's own offers (one offer's with `offerId`), newest first. */
export async function listOwnPostbackLogs(
  db: Database,
  owner: Owner,
  query: Omit<PostbackLogQuery, 'advertiserId'>,
): Promise<{ rows: OwnPostbackLog[]; total: number }> {
  const { rows, total } = await listPostbackLogs(db, owner.tenantId, query, {
    advertiserId: owner.advertiserId,
  });
  return { rows: rows.map(({ advertiser: _advertiser, ...row }) => row), total };
}
