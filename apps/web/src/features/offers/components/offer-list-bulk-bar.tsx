import {
  type ChangeOfferStatusBody,
  OFFER_STATUS_TRANSITIONS,
  type OfferListItem,
  type OfferStatus,
} from '@affnet/contracts';
import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ActionButtons } from '../../../components/action-buttons';
import { SelectionBar } from '../../../components/data-table/selection-bar';
import { countOf } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import { useChangeOfferStatus } from '../api/change-offer-status';

type OfferAction = ChangeOfferStatusBody['action'];

const ACTIONS: Record<OfferAction, { label: string; done: string; verb: string; color: string }> = {
  activate: { label: 'Activate', done: 'Activated', verb: 'activated', color: 'teal' },
  pause: { label: 'Pause', done: 'Paused', verb: 'paused', color: 'yellow' },
};
const ACTION_KEYS = Object.keys(ACTIONS) as OfferAction[];

/** True when `action` changes at least one of `statuses` (the server's rule, from contracts). */
function canApply(action: OfferAction, statuses: readonly OfferStatus[]): boolean {
  const from: readonly OfferStatus[] = OFFER_STATUS_TRANSITIONS[action].from;
  return statuses.some((status) => from.includes(status));
}

/** "Paused 3 offers; 1 left as it was." */
export function offerStatusResult(action: OfferAction, updated: number, requested: number): string {
  const { done, verb } = ACTIONS[action];
  if (updated === 0) return `Nothing changed: none of these offers can be ${verb}.`;
  const skipped = requested - updated;
  const left = skipped > 0 ? `; ${skipped} left as ${skipped === 1 ? 'it was' : 'they were'}` : '';
  return `${done} ${countOf(updated, 'offer', 'offers')}${left}.`;
}

type OfferListBulkBarProps = { selected: OfferListItem[]; onClear: () => void };

/** Activate or pause the checked offers; actions that would change none of them are disabled. */
export function OfferListBulkBar({ selected, onClear }: OfferListBulkBarProps) {
  const mutation = useChangeOfferStatus();
  const statuses = selected.map((row) => row.status);
  const subject = countOf(selected.length, 'offer', 'offers');
  const run = (action: OfferAction) => {
    const ids = selected.map((row) => row.id);
    mutation.mutate(
      { ids, action },
      {
        onSuccess: ({ data }) => {
          notifications.show({ color: 'teal', message: offerStatusResult(action, data.updated, ids.length) });
          onClear();
        },
        onError: (error) =>
          notifyFailure(`Could not ${ACTIONS[action].label.toLowerCase()} ${subject}`, error),
      },
    );
  };
  return (
    <SelectionBar subject={subject} onClear={onClear}>
      <Group gap="xs">
        <ActionButtons
          actions={ACTION_KEYS}
          look={ACTIONS}
          isApplicable={(action) => canApply(action, statuses)}
          pending={mutation.isPending ? mutation.variables?.action : undefined}
          onPick={run}
        />
      </Group>
    </SelectionBar>
  );
}
