import { Button } from '@mantine/core';

type ActionLook = { label: string; color: string; asksReason?: boolean };

type ActionButtonsProps<Action extends string> = {
  actions: readonly Action[];
  look: Record<Action, ActionLook>;
  /** False disables an action that would change none of the targets. */
  isApplicable: (action: Action) => boolean;
  /** The action whose request is running: it spins (unless a reason dialog asked first), the rest wait. */
  pending: Action | undefined;
  size?: 'xs' | 'sm';
  onPick: (action: Action) => void;
};

/** A row's or a selection's decision buttons (approve, reject, pause...), one request at a time. */
export function ActionButtons<Action extends string>(props: ActionButtonsProps<Action>) {
  const { actions, look, isApplicable, pending, size = 'xs', onPick } = props;
  return actions.map((action) => (
    <Button
      key={action}
      size={size}
      variant="light"
      color={look[action].color}
      disabled={!isApplicable(action) || (pending !== undefined && pending !== action)}
      loading={pending === action && !look[action].asksReason}
      onClick={() => onPick(action)}
    >
      {look[action].label}
    </Button>
  ));
}
