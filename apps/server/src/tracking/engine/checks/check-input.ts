import type { AccountStatus, ClickReason } from '@affnet/contracts';
import type { OfferSnapshot } from '../../../offer-model/index';
import type { CapCounters } from '../click-record';
import type { VisitorFacts } from '../visitor';

/** A publisher as the engine keeps it in memory. */
export type PublisherFacts = Readonly<{ id: string; ref: number; tenantId: string; status: AccountStatus }>;

/** Everything a check may read: no clock, no randomness, no I/O of its own. */
export type CheckInput = Readonly<{
  snapshot: OfferSnapshot;
  publisher: PublisherFacts;
  visitor: VisitorFacts;
  now: Date;
  /** This visitor clicked this offer within its duplicate-click window (same cookie, or IP + UA). */
  repeatVisit: boolean;
  caps: CapCounters;
  /** A staff test click: counted in no cap. */
  isTest: boolean;
}>;

export type Check = (input: CheckInput) => ClickReason | null;
