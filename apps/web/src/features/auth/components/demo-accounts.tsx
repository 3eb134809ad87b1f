import { type DemoAccount, ROLE_LABELS } from '@affnet/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';

type DemoAccountsProps = {
  accounts: DemoAccount[];
  onPick: (credentials: { email: string; password: string }) => void;
};

/**
 * Demo mode only: the seeded accounts, each with a button that fills the sign-in form. Plain
 * rows rather than a Table, which would pull ScrollArea and floating-ui into the login route.
 */
export function DemoAccounts({ accounts, onPick }: DemoAccountsProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="demo-accounts-title">
      <Stack gap="xs">
        <Text id="demo-accounts-title" fw={600} size="sm">
          Demo accounts
        </Text>
        {accounts.map((account) => (
          <Group key={account.email} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="xs">
              <Text span fw={600} size="xs">
                {ROLE_LABELS[account.role]}
              </Text>
              {account.description ? ` (${account.description})` : ''}
              {` · ${account.email} · password ${account.password}`}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={`Use the ${ROLE_LABELS[account.role].toLowerCase()} demo account ${account.email}`}
              onClick={() => onPick({ email: account.email, password: account.password })}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
