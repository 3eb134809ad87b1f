import { z } from 'zod';
import { CAP_ACTIONS, CAP_METRICS, CAP_PERIODS, CAP_SCOPES } from './offer-constants';

/*
 * Cap pacing: how fast a cap's counter fills and when it will be full at that pace. One pure
 * function (`paceCap`) decides it; the server feeds it the counter and the period, and every
 * screen (the offer's caps tab, the admin dashboard, the publisher's offer page) shows its answer.
 */

/** Below this much of the period, a pace is noise (three clicks in a minute is not 180 an hour). */
export const CAP_PACE_MIN_ELAPSED_MS = 10 * 60_000;

const HOUR_MS = 3_600_000;

export const CAP_PACE_STATES = ['reached', 'on_pace', 'within', 'no_pace'] as const;
export type CapPaceState = (typeof CAP_PACE_STATES)[number];
export const CAP_PACE_STATE_LABELS: Record<CapPaceState, string> = {
  reached: 'Cap reached',
  on_pace: 'Will be reached at this pace',
  within: 'Not reached this period at this pace',
  no_pace: 'Too early to tell',
};

export type CapPaceInput = {
  limit: number;
  used: number;
  /** The period's first instant (for lifetime caps: when the cap began to count). */
  countingSince: Date;
  /** The next period's first instant; null for lifetime caps. */
  periodEnd: Date | null;
  now: Date;
};

export type CapPace = {
  state: CapPaceState;
  /** Share of the limit used, 0..1 and above when a money cap's last conversion crossed it. */
  usedShare: number;
  /** Units (or money) per hour over the period so far; null when too early to tell. */
  perHour: number | null;
  /** When the counter reaches the limit at this pace; null unless `on_pace`. */
  forecastAt: Date | null;
  /** What the counter will hold when the period ends at this pace; null for lifetime or no pace. */
  projectedAtEnd: number | null;
};

/** The pace of one counter over its period so far, and when it will be full at that pace. */
export function paceCap(input: CapPaceInput): CapPace {
  const { limit, used, countingSince, periodEnd, now } = input;
  const usedShare = limit > 0 ? used / limit : 0;
  const none = { perHour: null, forecastAt: null, projectedAtEnd: null };
  if (used >= limit) return { state: 'reached', usedShare, ...none };
  const elapsedMs = now.getTime() - countingSince.getTime();
  if (elapsedMs < CAP_PACE_MIN_ELAPSED_MS || used <= 0) return { state: 'no_pace', usedShare, ...none };
  const perMs = used / elapsedMs;
  const forecastAt = new Date(now.getTime() + (limit - used) / perMs);
  const projectedAtEnd = periodEnd ? used + perMs * Math.max(0, periodEnd.getTime() - now.getTime()) : null;
  const reachedInPeriod = periodEnd === null || forecastAt.getTime() <= periodEnd.getTime();
  return {
    state: reachedInPeriod ? 'on_pace' : 'within',
    usedShare,
    perHour: perMs * HOUR_MS,
    forecastAt: reachedInPeriod ? forecastAt : null,
    projectedAtEnd,
  };
}

/** One counter of a cap in force, as the pacing endpoints answer it. */
export const CapPacingSchema = z.object({
  capId: z.uuid(),
  offer: z.object({ id: z.uuid(), name: z.string() }),
  metric: z.enum(CAP_METRICS),
  period: z.enum(CAP_PERIODS),
  timezone: z.string(),
  scope: z.enum(CAP_SCOPES),
  action: z.enum(CAP_ACTIONS),
  eventKey: z.string().nullable(),
  /** The publisher this counter counts (each-publisher and one-publisher caps); null for the offer. */
  publisher: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Money caps in the offer's currency with two decimals; counts as whole numbers. */
  limit: z.string(),
  used: z.string(),
  currency: z.string(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(CAP_PACE_STATES),
  usedShare: z.number(),
  perHour: z.number().nullable(),
  forecastAt: z.iso.datetime({ offset: true }).nullable(),
  projectedAtEnd: z.number().nullable(),
});
export type CapPacing = z.infer<typeof CapPacingSchema>;

export const listCapPacingQuerySchema = z.object({
  offerId: z.uuid().optional(),
  /** Only counters whose forecast falls before the period ends or that are full (the dashboard). */
  atRisk: z.enum(['true', 'false']).optional(),
});
export type ListCapPacingQuery = z.infer<typeof listCapPacingQuerySchema>;

export const listCapPacingResponseSchema = z.object({ data: z.array(CapPacingSchema) });
export type ListCapPacingResponse = z.infer<typeof listCapPacingResponseSchema>;
