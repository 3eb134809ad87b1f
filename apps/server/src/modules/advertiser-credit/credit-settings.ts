import type {
  AdvertiserCredit,
  AdvertiserCreditBody,
  AdvertiserPrepayment,
  AdvertiserPrepaymentBody,
} from '@affnet/contracts';
import { CREDIT_WARN_PERCENT_DEFAULT } from '@affnet/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserCredit, advertiserPrepayments, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PartnerScope } from '../partner-scope/index';
import { findPartner } from '../partners/index';
import { checkAdvertiserCredit } from './check-credit';
import { creditFiguresOf } from './credit-figures';
import { resumeOffersPausedForCredit } from './credit-offers';
import { creditStanding } from './credit-state';

/*
 * An advertiser's credit control as staff set and read it (docs/money.md "Credit control"): its
 * terms, the figures and standing as they are now, and its prepayments. Saving or recording a
 * prepayment checks the advertiser at once, so the standing (and its offers) follow immediately.
 */

export type CreditActor = { tenantId: string; userId: string; scope: PartnerScope };

/** The advertiser, if it is the network's and within the caller's scope (404 otherwise). */
async function advertiserOf(db: Database, actor: CreditActor, advertiserId: string) {
  const found = await findPartner(db, actor.tenantId, 'advertiser', advertiserId, actor.scope);
  if (!found) throw new AppError('NOT_FOUND', 'Advertiser not found.');
  return found.partner;
}

export async function prepaymentsOf(db: Database, advertiserId: string): Promise<AdvertiserPrepayment[]> {
  const rows = await db
    .select({ prepayment: advertiserPrepayments, by: users.name })
    .from(advertiserPrepayments)
    .leftJoin(users, eq(users.id, advertiserPrepayments.recordedBy))
    .where(eq(advertiserPrepayments.advertiserId, advertiserId))
    .orderBy(desc(advertiserPrepayments.receivedOn), desc(advertiserPrepayments.createdAt));
  return rows.map(({ prepayment, by }) => ({
    id: prepayment.id,
    amount: prepayment.amount,
    receivedOn: prepayment.receivedOn,
    reference: prepayment.reference,
    recordedBy: by,
    createdAt: prepayment.createdAt.toISOString(),
  }));
}

export async function readAdvertiserCredit(
  db: Database,
  actor: CreditActor,
  advertiserId: string,
): Promise<AdvertiserCredit> {
  const advertiser = await advertiserOf(db, actor, advertiserId);
  const [terms] = await db
    .select()
    .from(advertiserCredit)
    .where(eq(advertiserCredit.advertiserId, advertiser.id));
  const currency = terms?.currency ?? advertiser.currency;
  const {
    missingRates,
    hidden: _hiddenToo,
    ...figures
  } = await creditFiguresOf(db, { ...advertiser, currency });
  const standing = terms ? creditStanding(terms, figures) : null;
  return {
    mode: terms?.mode ?? 'none',
    currency,
    creditLimit: terms?.creditLimit ?? null,
    warnPercent: terms?.warnPercent ?? CREDIT_WARN_PERCENT_DEFAULT,
    atLimit: terms?.atLimit ?? 'warn',
    ...figures,
    available: standing?.available ?? null,
    usedPercent: standing?.usedPercent ?? null,
    state: standing?.state ?? null,
    missingRates,
    prepayments: await prepaymentsOf(db, advertiser.id),
  };
}

/** Sets (or, with mode "none", ends) the advertiser's credit control, then checks it. */
export async function saveAdvertiserCredit(
  db: Database,
  actor: CreditActor,
  advertiserId: string,
  body: AdvertiserCreditBody,
): Promise<AdvertiserCredit> {
  const advertiser = await advertiserOf(db, actor, advertiserId);
  if (body.mode === 'none') {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(advertiserCredit)
        .where(and(eq(advertiserCredit.advertiserId, advertiser.id)))
        .returning({ state: advertiserCredit.state });
      // Offers the limit paused are no longer held by it.
      if (removed[0]?.state === 'limit')
        await resumeOffersPausedForCredit(tx, { tenantId: actor.tenantId, advertiserId, now: new Date() });
    });
    return readAdvertiserCredit(db, actor, advertiserId);
  }
  const terms = {
    mode: body.mode,
    creditLimit: body.creditLimit,
    warnPercent: body.warnPercent,
    atLimit: body.atLimit,
    updatedAt: new Date(),
  };
  await db
    .insert(advertiserCredit)
    .values({
      advertiserId: advertiser.id,
      tenantId: actor.tenantId,
      currency: advertiser.currency,
      ...terms,
    })
    .onConflictDoUpdate({ target: advertiserCredit.advertiserId, set: terms });
  await checkAdvertiserCredit(db, { tenantId: actor.tenantId, advertiserId: advertiser.id });
  return readAdvertiserCredit(db, actor, advertiserId);
}

/** Records money the advertiser paid in advance, in its credit currency, then checks it. */
export async function recordPrepayment(
  db: Database,
  actor: CreditActor,
  advertiserId: string,
  body: AdvertiserPrepaymentBody,
): Promise<AdvertiserCredit> {
  const advertiser = await advertiserOf(db, actor, advertiserId);
  const [terms] = await db
    .select({ mode: advertiserCredit.mode, currency: advertiserCredit.currency })
    .from(advertiserCredit)
    .where(eq(advertiserCredit.advertiserId, advertiser.id));
  if (terms?.mode !== 'prepaid') {
    throw new AppError('CONFLICT', 'Prepayments are recorded for an advertiser on a prepaid balance only.');
  }
  await db.insert(advertiserPrepayments).values({
    tenantId: actor.tenantId,
    advertiserId: advertiser.id,
    amount: body.amount,
    currency: terms.currency,
    receivedOn: body.receivedOn,
    reference: body.reference ?? null,
    recordedBy: actor.userId,
  });
  await checkAdvertiserCredit(db, { tenantId: actor.tenantId, advertiserId: advertiser.id });
  return readAdvertiserCredit(db, actor, advertiserId);
}
