import type { AccountStatus } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ActionButtons } from '../../../components/action-buttons';
import { ReasonModal } from '../../../components/reason-modal';
import { countOf } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import { canApply, STATUS_ACTION_KEYS, STATUS_ACTIONS, type StatusAction } from '../../../lib/partner-status';
import type { ChangeStatusMutation, PartnerNoun } from './partner-types';

type StatusActionsProps = {
  ids: string[];
  /** Current statuses of the targets: decide which actions are offered. */
  statuses: AccountStatus[];
  /** Who the dialog names: "3 advertisers", "Acme Ltd". */
  subject: string;
  noun: PartnerNoun;
  mutation: ChangeStatusMutation;
  /** Bulk bars keep every button and disable those that would change nothing; a detail page hides them. */
  inapplicable: 'disable' | 'hide';
  size?: 'xs' | 'sm';
  onDone?: () => void;
};

function resultMessage(action: StatusAction, updated: number, requested: number, noun: PartnerNoun): string {
  const { done, label } = STATUS_ACTIONS[action];
  if (updated === 0) return `Nothing changed: their status does not allow "${label}".`;
  const skipped = requested - updated;
  const unchanged = skipped > 0 ? ` Skipped ${skipped}: their status does not allow it.` : '';
  return `${done} ${countOf(updated, noun.singular, noun.plural)}.${unchanged}`;
}

/** Approve / Reject / Block / Unblock buttons; reject and block first ask for a reason. */
export function StatusActions(props: StatusActionsProps) {
  const { ids, statuses, subject, noun, mutation, inapplicable, size = 'xs', onDone } = props;
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const run = (action: StatusAction, reason?: string) =>
    mutation.mutate(
      { ids, action, ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ data }) => {
          setAsking(null);
          notifications.show({
            color: 'teal',
            message: resultMessage(action, data.updated, ids.length, noun),
          });
          onDone?.();
        },
        onError: (error) =>
          notifyFailure(`Could not ${STATUS_ACTIONS[action].label.toLowerCase()} ${subject}`, error),
      },
    );
  const actions = STATUS_ACTION_KEYS.filter(
    (action) => inapplicable === 'disable' || canApply(action, statuses),
  );
  const asked = asking ? STATUS_ACTIONS[asking] : null;

  return (
    <Group gap="xs">
      <ActionButtons
        actions={actions}
        look={STATUS_ACTIONS}
        isApplicable={(action) => canApply(action, statuses)}
        pending={mutation.isPending ? mutation.variables?.action : undefined}
        size={size}
        onPick={(action) => (STATUS_ACTIONS[action].asksReason ? setAsking(action) : run(action))}
      />
      <ReasonModal
        opened={asking !== null}
        title={asked ? `${asked.label} ${subject}` : ''}
        description={
          asking === 'block'
            ? `Blocked ${noun.plural} cannot sign in, and their current sessions end now.`
            : `Rejected ${noun.plural} cannot sign in; you can approve them later.`
        }
        color={asked?.color ?? 'red'}
        isPending={mutation.isPending}
        onConfirm={(reason) => asking && run(asking, reason)}
        onClose={() => setAsking(null)}
      />
    </Group>
  );
}
