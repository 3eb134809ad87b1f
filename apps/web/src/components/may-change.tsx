import type { Permission } from '@affnet/contracts';
import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useMayChange } from '../lib/permissions';

type MayChangeProps = {
  /** When the action needs another permission than the screen's own (lib/permissions.ts). */
  permission?: Permission;
  children: ReactNode;
};

/** An action that changes something (Add, Edit, Save, Delete, Approve, Block): shown only to whom may take it. */
export function MayChange({ permission, children }: MayChangeProps) {
  return useMayChange(permission) ? children : null;
}

/**
 * A form's inputs and buttons: for whom may not change them, a read-only view of the same values
 * (a disabled fieldset, so nothing in it can be typed in or pressed) under a line that says why.
 */
export function ChangeFieldset({ permission, children }: MayChangeProps) {
  const mayChange = useMayChange(permission);
  if (mayChange) return children;
  return (
    <>
      <ReadOnlyNotice />
      <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </>
  );
}

/** Says the screen is shown read only, and why. */
export function ReadOnlyNotice() {
  return (
    <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />} title="Read only">
      Your role may see this, not change it. Ask an admin if you need to.
    </Alert>
  );
}

/** A table's columns as the viewer sees them: the row actions (key `actions`) only for whom may change. */
export function useViewerColumns<Column extends { key: string }>(
  columns: Column[],
  permission?: Permission,
): Column[] {
  const mayChange = useMayChange(permission);
  return useMemo(
    () => (mayChange ? columns : columns.filter((column) => column.key !== 'actions')),
    [columns, mayChange],
  );
}
