import type {
  Offer,
  OfferStatus,
  PayoutType,
  ScheduledChangeKind,
  ScheduledChangeState,
} from '@affnet/contracts';
import { pickerValueOf } from '../../../../components/local-date-time-picker';
import { withUsedParts } from '../../../../components/offers/price-fields';
import { newRowKey } from '../../components/editor/offer-form';

/** A scheduled change; applied and failed ones stay in the list as read-only history. */
export type ChangeRow = {
  rowKey: string;
  id: string;
  runAt: string;
  kind: ScheduledChangeKind;
  status: OfferStatus | '';
  eventKey: string;
  /** '' = the payout (or revenue) stays as it is. */
  payoutType: PayoutType | '';
  payoutAmount: string;
  payoutPercent: string;
  revenueType: PayoutType | '';
  revenueAmount: string;
  revenuePercent: string;
  state: ScheduledChangeState;
  appliedAt: string;
  error: string;
};

export type ScheduleValues = {
  timezone: string;
  liveFrom: string;
  liveUntil: string;
  dayPartingEnabled: boolean;
  dayPartingHours: number[];
  scheduledChanges: ChangeRow[];
};

/** History fields, shown as text. */
export const SCHEDULE_HIDDEN = ['state', 'appliedAt', 'error'] as const;

export function newChangeRow(): ChangeRow {
  return {
    rowKey: newRowKey(),
    id: '',
    runAt: '',
    kind: 'status',
    status: '',
    eventKey: '',
    payoutType: '',
    payoutAmount: '',
    payoutPercent: '',
    revenueType: '',
    revenueAmount: '',
    revenuePercent: '',
    state: 'pending',
    appliedAt: '',
    error: '',
  };
}

export function scheduleValuesOf(offer?: Offer): ScheduleValues {
  return {
    timezone: offer?.timezone ?? 'UTC',
    liveFrom: pickerValueOf(offer?.liveFrom),
    liveUntil: pickerValueOf(offer?.liveUntil),
    dayPartingEnabled: offer?.dayPartingEnabled ?? false,
    dayPartingHours: offer?.dayPartingHours ?? [],
    scheduledChanges: (offer?.scheduledChanges ?? []).map((change) => ({
      rowKey: change.id,
      id: change.id,
      runAt: pickerValueOf(change.runAt),
      kind: change.kind,
      status: change.status ?? '',
      eventKey: change.eventKey ?? '',
      payoutType: change.payoutType ?? '',
      payoutAmount: change.payoutAmount ?? '',
      payoutPercent: change.payoutPercent ?? '',
      revenueType: change.revenueType ?? '',
      revenueAmount: change.revenueAmount ?? '',
      revenuePercent: change.revenuePercent ?? '',
      state: change.state,
      appliedAt: change.appliedAt ?? '',
      error: change.error ?? '',
    })),
  };
}

/** A status change carries only the status; a payout change only the event and the parts its types use. */
export function prepareSchedule<V extends ScheduleValues>(values: V): V {
  return {
    ...values,
    scheduledChanges: values.scheduledChanges.map((change) =>
      change.kind === 'status'
        ? { ...change, eventKey: '', payoutType: '', revenueType: '', ...NO_AMOUNTS }
        : withUsedParts(withUsedParts({ ...change, status: '' }, 'payout'), 'revenue'),
    ),
  };
}

const NO_AMOUNTS = { payoutAmount: '', payoutPercent: '', revenueAmount: '', revenuePercent: '' } as const;
