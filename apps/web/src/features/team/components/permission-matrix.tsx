import { PERMISSION_GROUPS, type Permission } from '@affnet/contracts';
import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/** What each permission lets an employee do, shown next to its box. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'offers.read': 'See offers and access requests',
  'offers.write': 'Add and change offers, decide access',
  'publishers.read': 'See publishers and their postbacks',
  'publishers.write': 'Add, edit, approve and block publishers',
  'advertisers.read': 'See advertisers and their postback log',
  'advertisers.write': 'Add, edit, approve and block advertisers',
  'reports.read': 'See reports',
  'conversions.write': 'Change conversion statuses',
  'billing.read': 'See invoices, balances and payment batches',
  'billing.write': 'Run, adjust, issue and void invoices, record payments',
  'billing.pay': 'Make, approve and export payment batches, mark payments paid or failed',
  'employees.read': 'See employees and roles',
  'employees.write': 'Add and change employees and roles, within what they hold themselves',
  'mailer.send': 'Send e-mails to partners',
  'fraud.read': 'See flagged clicks and conversions',
  'fraud.write': 'Change fraud rules and decisions',
  'settings.read': 'See the network settings',
  'settings.write': 'Change the network settings',
};

type PermissionMatrixProps = {
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  /** What the signed-in staff member holds: only these can be granted (docs/team.md). */
  held: readonly Permission[];
  error?: string;
};

/**
 * The permission checkboxes of a role, one card-less group per area, in the contracts' order.
 * A permission the signed-in staff member lacks is disabled, and says why: the server refuses it.
 */
export function PermissionMatrix({ value, onChange, held, error }: PermissionMatrixProps) {
  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(permission);
    else next.delete(permission);
    // Kept in the list's order, so the saved role reads the same whatever was clicked first.
    onChange(PERMISSION_GROUPS.flatMap((group) => group.permissions).filter((p) => next.has(p)));
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {PERMISSION_GROUPS.map((group) => (
          <Stack key={group.label} gap={6} role="group" aria-label={group.label}>
            <Text fw={600} size="sm">
              {group.label}
            </Text>
            {group.permissions.map((permission) => {
              const grantable = held.includes(permission);
              return (
                <Checkbox
                  key={permission}
                  label={PERMISSION_LABELS[permission]}
                  description={
                    grantable ? permission : `${permission}: you do not hold it, so you cannot grant it`
                  }
                  disabled={!grantable}
                  checked={value.includes(permission)}
                  onChange={(event) => toggle(permission, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        ))}
      </SimpleGrid>
      {error ? (
        <Group>
          <Text c="red" size="sm">
            {error}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
