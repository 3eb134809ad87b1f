import type { PayoutType } from '@affnet/contracts';

/** A payout as stored: the type and the parts it uses. */
export type PayoutParts = {
  payoutType: PayoutType;
  payoutAmount: string | null;
  payoutPercent: string | null;
};

export type PayoutOverrideRow = PayoutParts & {
  id: string;
  eventId: string;
  publisherId: string;
  country: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
};

export type PayoutQuestion = {
  eventId: string;
  publisherId: string;
  /** The click's country; null when unknown (then only country-free overrides apply). */
  country: string | null;
  at: Date;
};

export type ResolvedPayoutParts = PayoutParts & { source: 'override' | 'default'; overrideId: string | null };

function isInForce(row: PayoutOverrideRow, at: Date): boolean {
  return (!row.startsAt || row.startsAt <= at) && (!row.endsAt || row.endsAt > at);
}

/** Higher ranks win: a country's own override, then the latest start, then the newest. */
function rankOf(row: PayoutOverrideRow): [number, number, number] {
  return [row.country ? 1 : 0, row.startsAt?.getTime() ?? Number.NEGATIVE_INFINITY, row.createdAt.getTime()];
}

function outranks(a: PayoutOverrideRow, b: PayoutOverrideRow): boolean {
  const [ra, rb] = [rankOf(a), rankOf(b)];
  for (let i = 0; i < ra.length; i++) {
    if ((ra[i] ?? 0) !== (rb[i] ?? 0)) return (ra[i] ?? 0) > (rb[i] ?? 0);
  }
  return a.id > b.id;
}

/**
 * The payout a publisher earns for one event at one moment: their override for the click's
 * country, else their override for any country, else the offer's default (DESIGN §5: publisher
 * override > offer event default). The tracking engine and every screen that shows a publisher's
 * payout ask this one function.
 */
export function resolvePayout(
  eventDefault: PayoutParts,
  overrides: readonly PayoutOverrideRow[],
  question: PayoutQuestion,
): ResolvedPayoutParts {
  let best: PayoutOverrideRow | null = null;
  for (const row of overrides) {
    if (row.eventId !== question.eventId || row.publisherId !== question.publisherId) continue;
    if (row.country && row.country !== question.country) continue;
    if (!isInForce(row, question.at)) continue;
    if (!best || outranks(row, best)) best = row;
  }
  if (!best) {
    const { payoutType, payoutAmount, payoutPercent } = eventDefault;
    return { payoutType, payoutAmount, payoutPercent, source: 'default', overrideId: null };
  }
  const { payoutType, payoutAmount, payoutPercent, id } = best;
  return { payoutType, payoutAmount, payoutPercent, source: 'override', overrideId: id };
}
