import type { DomainCheck, NetworkDomain } from '@affnet/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { MayChange } from '../../../components/may-change';
import { notifyFailure } from '../../../lib/notify';
import { useCheckDomain, useMakeDefaultDomain, useRemoveDomain } from '../api/domain-actions';
import { DomainVerificationPanel } from './domain-verification';

function CheckResult({ check }: { check: DomainCheck }) {
  return (
    <Alert color={check.reachesThisNetwork ? 'teal' : 'orange'} variant="light" p="xs">
      <Text size="sm">{check.message}</Text>
      {check.addresses.length > 0 ? (
        <Text size="xs" c="dimmed">{`Resolves to ${check.addresses.join(', ')}`}</Text>
      ) : null}
    </Alert>
  );
}

/** Verified (it routes to this network) or pending (it routes nowhere until its TXT record is found). */
function VerificationBadge({ domain }: { domain: NetworkDomain }) {
  return domain.verifiedAt ? (
    <Badge variant="light" color="teal" title={`Verified ${new Date(domain.verifiedAt).toLocaleString()}`}>
      Verified
    </Badge>
  ) : (
    <Badge variant="light" color="yellow">
      Pending verification
    </Badge>
  );
}

/** One domain: what it serves, whether it is verified and links use it, and its actions. */
export function DomainRow({ domain }: { domain: NetworkDomain }) {
  const [check, setCheck] = useState<DomainCheck | null>(null);
  const checking = useCheckDomain();
  const makeDefault = useMakeDefaultDomain();
  const remove = useRemoveDomain();
  const [confirming, setConfirming] = useState(false);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {domain.host}
          </Text>
          {domain.verification ? (
            <DomainVerificationPanel domain={domain} record={domain.verification} />
          ) : null}
          {check ? <CheckResult check={check} /> : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Badge variant="light" color={domain.kind === 'tracking' ? 'grape' : 'blue'}>
            {domain.kind === 'tracking' ? 'Tracking' : 'Panel'}
          </Badge>
          <VerificationBadge domain={domain} />
          {domain.isDefault ? <Badge variant="outline">Links use this</Badge> : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <MayChange>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {domain.verifiedAt ? (
              <Button
                size="compact-sm"
                variant="default"
                loading={checking.isPending}
                onClick={() =>
                  checking.mutate(domain.id, {
                    onSuccess: setCheck,
                    onError: (error) => notifyFailure(`Could not check ${domain.host}`, error),
                  })
                }
              >
                Check
              </Button>
            ) : null}
            {domain.kind === 'tracking' && domain.verifiedAt && !domain.isDefault ? (
              <Button
                size="compact-sm"
                variant="default"
                loading={makeDefault.isPending}
                onClick={() =>
                  makeDefault.mutate(domain.id, {
                    onError: (error) => notifyFailure(`Could not use ${domain.host} for links`, error),
                  })
                }
              >
                Use for links
              </Button>
            ) : null}
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Remove
            </Button>
            <Modal
              opened={confirming}
              onClose={() => setConfirming(false)}
              title={`Remove ${domain.host}?`}
              centered
            >
              <Stack gap="md">
                <Text size="sm">
                  {domain.kind === 'tracking'
                    ? 'Links already handed out on this domain stop working.'
                    : 'The panel stops answering on this domain.'}
                </Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(domain.id, {
                        onSuccess: () => setConfirming(false),
                        onError: (error) => notifyFailure(`Could not remove ${domain.host}`, error),
                      })
                    }
                  >
                    Remove domain
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </Group>
        </MayChange>
      </Table.Td>
    </Table.Tr>
  );
}
