import {
  type AccountStatus,
  type ChangePartnerStatusBody,
  PARTNER_STATUS_TRANSITIONS,
} from '@affnet/contracts';

export type StatusAction = ChangePartnerStatusBody['action'];

type ActionMeta = {
  label: string;
  /** For the result line: "Blocked 3 advertisers". */
  done: string;
  color: string;
  /** Reject and block ask for a reason, saved with the status and shown on the partner's page. */
  asksReason: boolean;
  /** Statuses the action changes (the server's own rule, from contracts); decides which buttons to offer. */
  from: readonly AccountStatus[];
};

export const STATUS_ACTIONS: Record<StatusAction, ActionMeta> = {
  approve: {
    label: 'Approve',
    done: 'Approved',
    color: 'teal',
    asksReason: false,
    from: PARTNER_STATUS_TRANSITIONS.approve.from,
  },
  reject: {
    label: 'Reject',
    done: 'Rejected',
    color: 'orange',
    asksReason: true,
    from: PARTNER_STATUS_TRANSITIONS.reject.from,
  },
  block: {
    label: 'Block',
    done: 'Blocked',
    color: 'red',
    asksReason: true,
    from: PARTNER_STATUS_TRANSITIONS.block.from,
  },
  unblock: {
    label: 'Unblock',
    done: 'Unblocked',
    color: 'blue',
    asksReason: false,
    from: PARTNER_STATUS_TRANSITIONS.unblock.from,
  },
};

export const STATUS_ACTION_KEYS = Object.keys(STATUS_ACTIONS) as StatusAction[];

/** True when `action` would change at least one of `statuses`. */
export function canApply(action: StatusAction, statuses: readonly AccountStatus[]): boolean {
  return statuses.some((status) => STATUS_ACTIONS[action].from.includes(status));
}

export const STATUS_LABELS: Record<AccountStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  rejected: 'Rejected',
  blocked: 'Blocked',
};

export const STATUS_COLORS: Record<AccountStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  rejected: 'orange',
  blocked: 'red',
};
