import { CAPS_HIDDEN, type CapsValues, capsValuesOf, prepareCaps } from './caps/caps-values';
import { type EventsValues, eventsValuesOf } from './events/events-values';
import {
  FALLBACK_HIDDEN,
  type FallbackValues,
  fallbackValuesOf,
  prepareFallback,
} from './fallback/fallback-values';
import {
  GENERAL_HIDDEN,
  type GeneralValues,
  generalValuesOf,
  prepareGeneral,
} from './general/general-values';
import { type LandingPagesValues, landingPagesValuesOf } from './landing-pages/landing-pages-values';
import {
  type EventChoice,
  PAYOUTS_HIDDEN,
  type PayoutRow,
  type PayoutsValues,
  preparePayouts,
  zeroPayoutRow,
} from './payouts/payouts-values';
import { type PermissionValues, permissionValuesOf, preparePermission } from './permission/permission-values';
import {
  prepareSchedule,
  SCHEDULE_HIDDEN,
  type ScheduleValues,
  scheduleValuesOf,
} from './schedule/schedule-values';
import { type TargetingValues, targetingValuesOf } from './targeting/targeting-values';

/** Every section's values in one form, under the same names the tabs (and the API) use. */
export type ClassicValues = GeneralValues &
  EventsValues &
  LandingPagesValues &
  PayoutsValues &
  CapsValues &
  TargetingValues &
  ScheduleValues &
  FallbackValues &
  PermissionValues;

export const CLASSIC_HIDDEN = [
  ...GENERAL_HIDDEN,
  ...PAYOUTS_HIDDEN,
  ...CAPS_HIDDEN,
  ...SCHEDULE_HIDDEN,
  ...FALLBACK_HIDDEN,
] as const;

/** A new offer: one base event whose price is still to be entered, every other section empty. */
export function classicValuesOf(): ClassicValues {
  const events = eventsValuesOf();
  const base = events.events[0];
  const payouts: PayoutRow[] = base
    ? [{ ...zeroPayoutRow(base.key, base.rowKey), payoutAmount: '', revenueAmount: '' }]
    : [];
  return {
    ...generalValuesOf(),
    ...events,
    ...landingPagesValuesOf(),
    payouts,
    overrides: [],
    ...capsValuesOf(),
    ...targetingValuesOf(),
    ...scheduleValuesOf(),
    ...fallbackValuesOf(),
    ...permissionValuesOf(),
  };
}

/**
 * The payout rows for the events as they are now: a row stays with its event (by row key), a new
 * event gets a zero price. Returns the same list when nothing changed.
 */
export function payoutsForEvents(values: Pick<ClassicValues, 'events' | 'payouts'>): PayoutRow[] {
  const rows = values.events.map(
    (event) =>
      values.payouts.find((row) => row.rowKey === event.rowKey) ?? zeroPayoutRow(event.key, event.rowKey),
  );
  const same =
    rows.length === values.payouts.length && rows.every((row, index) => row === values.payouts[index]);
  return same ? values.payouts : rows;
}

/** Each section's own preparation, and every payout row named by its event's current key. */
export function prepareClassic(values: ClassicValues): ClassicValues {
  const withKeys = {
    ...values,
    payouts: payoutsForEvents(values).map((row, index) => ({
      ...row,
      eventKey: values.events[index]?.key ?? '',
    })),
  };
  return preparePermission(
    prepareFallback(prepareSchedule(prepareCaps(preparePayouts(prepareGeneral(withKeys))))),
  );
}

/**
 * The events as the other sections name them, in list order (payout row i prices event i); an
 * event without a key yet has key '' and is left out of the pickers.
 */
export function classicEventChoices(values: Pick<ClassicValues, 'events'>): EventChoice[] {
  return values.events.map((event, index) => {
    const key = event.key.trim().toLowerCase();
    return { key, name: event.name.trim() || key || `Event ${index + 1}`, isBase: event.isBase };
  });
}
