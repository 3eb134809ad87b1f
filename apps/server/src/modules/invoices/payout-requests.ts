import { fromCents, type PayoutRequestState, shiftDay, toCents } from '@affnet/contracts';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceHistory, invoiceRunSchedules, invoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { generateDrafts } from './generate-drafts';
import { tenantTodayOf } from './invoice-reads';
import { unmetPayoutMinimum } from './payout-minimum';
import { publisherBalance } from './publisher-balance';

/*
 * Payout requests (docs/money.md "Payout requests"): where the network takes them, a publisher
 * whose balance not invoiced yet (payable now, plus its open draft) reaches its minimum asks to be
 * paid. The request runs the ordinary draft run for that publisher alone, up to now, and marks the
 * drafts that reach the minimum as asked for, with a line in their history; finance issues them
 * like any other draft. Nothing is written for a request that is refused, and a repeated or
 * parallel request bills nothing twice (the run never does) and marks each draft once.
 */

type Publisher = { tenantId: string; publisherId: string };
export type PayoutRequest = Publisher & { userId: string; now: Date };

const openDrafts = ({ tenantId, publisherId }: Publisher) =>
  and(
    eq(invoices.tenantId, tenantId),
    eq(invoices.partnerId, publisherId),
    eq(invoices.partnerKind, 'publisher'),
    eq(invoices.status, 'draft'),
  );

async function requestsEnabled(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: invoiceRunSchedules.payoutRequests })
    .from(invoiceRunSchedules)
    .where(and(eq(invoiceRunSchedules.tenantId, tenantId), eq(invoiceRunSchedules.kind, 'publisher')));
  return row?.enabled ?? false;
}

/** Whether the publisher may ask, and its open request: the requested drafts not issued yet. */
export async function payoutRequestState(db: Database, publisher: Publisher): Promise<PayoutRequestState> {
  const [enabled, drafts] = await Promise.all([
    requestsEnabled(db, publisher.tenantId),
    db
      .select({ currency: invoices.currency, total: invoices.total, requestedAt: invoices.requestedAt })
      .from(invoices)
      .where(and(openDrafts(publisher), isNotNull(invoices.requestedAt)))
      .orderBy(asc(invoices.currency)),
  ]);
  const times = drafts.flatMap((draft) => (draft.requestedAt ? [draft.requestedAt.getTime()] : []));
  return {
    enabled,
    requestedAt: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
    drafts: drafts.map(({ currency, total }) => ({ currency, total })),
  };
}

/**
 * The currencies whose balance not invoiced yet (payable, plus the open draft) reaches the
 * publisher's minimum, as a draft of that total would be checked when issued. Refuses (409,
 * naming the minimum) when none does.
 */
async function currenciesToRequest(db: Database, request: PayoutRequest, today: string): Promise<string[]> {
  const balances = await publisherBalance(db, request.tenantId, request.publisherId, request.now);
  const reaching: string[] = [];
  let refusal: AppError | undefined;
  for (const balance of balances) {
    const cents = toCents(balance.notInvoiced) + toCents(balance.inDraft);
    if (cents <= 0) continue;
    const total = fromCents(cents);
    const invoice = { tenantId: request.tenantId, partnerId: request.publisherId, today, total };
    const unmet = await unmetPayoutMinimum(db, { ...invoice, currency: balance.currency });
    if (!unmet) reaching.push(balance.currency);
    else {
      refusal = new AppError(
        'CONFLICT',
        `Your balance of ${total} ${balance.currency} is below the ${unmet.name} of ${unmet.amount} ${balance.currency}.`,
      );
    }
  }
  if (reaching.length > 0) return reaching;
  throw refusal ?? new AppError('CONFLICT', 'You have nothing to be paid for yet.');
}

export async function requestPayout(db: Database, request: PayoutRequest): Promise<PayoutRequestState> {
  const state = await payoutRequestState(db, request);
  if (!state.enabled) {
    throw new AppError(
      'CONFLICT',
      'Your network pays on its own schedule: it does not take payout requests.',
    );
  }
  if (state.requestedAt) return state;
  const today = await tenantTodayOf(db, request.tenantId, request.now);
  const currencies = await currenciesToRequest(db, request, today);
  // The period ends tomorrow (its end is exclusive): everything approved and payable by now.
  await generateDrafts(db, {
    kind: 'publisher',
    tenantId: request.tenantId,
    periodEnd: shiftDay(today, 1),
    now: request.now,
    partnerId: request.publisherId,
  });
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(invoices)
      .set({ requestedAt: request.now, updatedAt: request.now })
      .where(and(openDrafts(request), isNull(invoices.requestedAt), inArray(invoices.currency, currencies)))
      .returning({ id: invoices.id });
    if (marked.length === 0) return;
    await tx.insert(invoiceHistory).values(
      marked.map(({ id }) => ({
        tenantId: request.tenantId,
        invoiceId: id,
        action: 'requested' as const,
        summary: 'Payout requested by the publisher',
        actorId: request.userId,
        at: request.now,
      })),
    );
  });
  return payoutRequestState(db, request);
}
