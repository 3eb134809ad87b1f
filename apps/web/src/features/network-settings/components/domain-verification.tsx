import type { DomainVerification, NetworkDomain } from '@affnet/contracts';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { useVerifyDomain } from '../api/domain-actions';

type Record = NonNullable<NetworkDomain['verification']>;

/** The TXT record to create, each part on its own line so it can be copied exactly. */
function RecordToCreate({ record }: { record: Record }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        To prove this domain is yours, create this {record.type} record at your DNS provider, then press
        "Verify". Until then the domain reaches no network.
      </Text>
      <Text size="xs">
        Name: <Code style={{ overflowWrap: 'anywhere' }}>{record.name}</Code>
      </Text>
      <Text size="xs">
        Value: <Code style={{ overflowWrap: 'anywhere' }}>{record.value}</Code>
      </Text>
    </Stack>
  );
}

/** A pending domain: the record that proves control of it, and "Verify". */
export function DomainVerificationPanel({ domain, record }: { domain: NetworkDomain; record: Record }) {
  const verifying = useVerifyDomain();
  const [outcome, setOutcome] = useState<DomainVerification | null>(null);
  return (
    <Alert color="yellow" variant="light" p="xs">
      <Stack gap="xs">
        <RecordToCreate record={record} />
        <Group gap="sm">
          <Button
            size="compact-sm"
            loading={verifying.isPending}
            onClick={() =>
              verifying.mutate(domain.id, {
                onSuccess: (answer) => {
                  setOutcome(answer);
                  // Verified, this panel goes away with the refreshed list: say so where it stays seen.
                  if (answer.verified)
                    notifications.show({ color: 'teal', title: 'Domain verified', message: answer.message });
                },
                onError: (error) => notifyFailure(`Could not verify ${domain.host}`, error),
              })
            }
          >
            Verify
          </Button>
          {outcome && !outcome.verified ? (
            <Text size="sm" role="status">
              {outcome.message}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
