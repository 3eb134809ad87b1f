import { hourOfWeek } from '../click-time';
import type { Check } from './check-input';

/** The live window (`liveFrom` inclusive, `liveUntil` exclusive), then day parting in the offer's zone. */
export const checkSchedule: Check = ({ snapshot, now }) => {
  const { liveFrom, liveUntil, dayPartingEnabled, dayPartingHours, timezone } = snapshot.offer;
  if (liveFrom && now < liveFrom) return 'outside_live_window';
  if (liveUntil && now >= liveUntil) return 'outside_live_window';
  if (dayPartingEnabled && !dayPartingHours.includes(hourOfWeek(now, timezone))) return 'outside_day_parting';
  return null;
};
