import {
  type ChangeOfferAccessBody,
  OFFER_ACCESS_ACTIONS,
  OFFER_ACCESS_TRANSITIONS,
  type OfferAccessStatus,
} from '@affnet/contracts';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ActionButtons } from '../../../components/action-buttons';
import { ReasonModal } from '../../../components/reason-modal';
import { countOf } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import { useChangeOfferAccess } from '../api/change-offer-access';

export type AccessAction = ChangeOfferAccessBody['action'];

type ActionMeta = { label: string; done: string; color: string; asksReason: boolean };

const ACTIONS: Record<AccessAction, ActionMeta> = {
  approve: { label: 'Approve', done: 'Approved', color: 'teal', asksReason: false },
  reject: { label: 'Reject', done: 'Rejected', color: 'orange', asksReason: true },
  block: { label: 'Block', done: 'Blocked', color: 'red', asksReason: true },
};

const REASON_TEXT: Record<AccessAction, string> = {
  approve: '',
  reject: 'The publisher cannot run the offer, and may ask again later.',
  block: 'The publisher cannot run the offer, see it, or ask for it again until you approve them.',
};

/** True when `action` changes at least one of `statuses` (the server's own rule, from contracts). */
export function canApply(action: AccessAction, statuses: readonly OfferAccessStatus[]): boolean {
  const from: readonly OfferAccessStatus[] = OFFER_ACCESS_TRANSITIONS[action].from;
  return statuses.some((status) => from.includes(status));
}

/** "Rejected 2 requests; 1 left as it was." */
export function accessResult(action: AccessAction, updated: number, requested: number): string {
  const { done, label } = ACTIONS[action];
  if (updated === 0) return `Nothing changed: their status does not allow "${label}".`;
  const skipped = requested - updated;
  const left = skipped > 0 ? `; ${skipped} left as ${skipped === 1 ? 'it was' : 'they were'}` : '';
  return `${done} ${countOf(updated, 'request', 'requests')}${left}.`;
}

type AccessActionsProps = {
  ids: string[];
  statuses: OfferAccessStatus[];
  /** Who the dialog names: "3 requests", "Acme Media on #1024 Summer Sale". */
  subject: string;
  /** A bulk bar disables actions that change nothing; a row shows only those that apply. */
  inapplicable: 'disable' | 'hide';
  onDone?: () => void;
};

/** Approve / Reject / Block; reject and block first ask for a reason the publisher will see. */
export function AccessActions({ ids, statuses, subject, inapplicable, onDone }: AccessActionsProps) {
  const mutation = useChangeOfferAccess();
  const [asking, setAsking] = useState<AccessAction | null>(null);
  const run = (action: AccessAction, reason?: string) =>
    mutation.mutate(
      { ids, action, ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ data }) => {
          setAsking(null);
          notifications.show({ color: 'teal', message: accessResult(action, data.updated, ids.length) });
          onDone?.();
        },
        onError: (error) =>
          notifyFailure(`Could not ${ACTIONS[action].label.toLowerCase()} ${subject}`, error),
      },
    );
  const actions = OFFER_ACCESS_ACTIONS.filter(
    (action) => inapplicable === 'disable' || canApply(action, statuses),
  );
  const asked = asking ? ACTIONS[asking] : null;
  return (
    <Group gap={6} wrap="nowrap">
      <ActionButtons
        actions={actions}
        look={ACTIONS}
        isApplicable={(action) => canApply(action, statuses)}
        pending={mutation.isPending ? mutation.variables?.action : undefined}
        onPick={(action) => (ACTIONS[action].asksReason ? setAsking(action) : run(action))}
      />
      <ReasonModal
        opened={asking !== null}
        title={asked ? `${asked.label} ${subject}` : ''}
        confirmLabel={asked?.label}
        description={asking ? REASON_TEXT[asking] : ''}
        color={asked?.color ?? 'red'}
        reasonHint="The publisher sees it on the offer."
        isPending={mutation.isPending}
        onConfirm={(reason) => asking && run(asking, reason)}
        onClose={() => setAsking(null)}
      />
    </Group>
  );
}
