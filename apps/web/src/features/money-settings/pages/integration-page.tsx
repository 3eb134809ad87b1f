import type { IntegrationKey } from '@affnet/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import type { ScreenMeta } from '../../../lib/screen';
import { integrationKeysQuery, useRevokeIntegrationKey } from '../api/integration-keys';
import { CreateKeyForm } from '../components/create-key-form';

function statusOf(key: IntegrationKey): { label: string; color: string } {
  if (key.revokedAt) return { label: 'Revoked', color: 'gray' };
  if (key.expiresOn && key.expiresOn < new Date().toISOString().slice(0, 10))
    return { label: 'Expired', color: 'orange' };
  return { label: 'Active', color: 'teal' };
}

function RevokeModal({ apiKey, onClose }: { apiKey: IntegrationKey | null; onClose: () => void }) {
  const revoke = useRevokeIntegrationKey();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={apiKey ? `Revoke ${apiKey.name}?` : ''} centered>
      {apiKey ? (
        <Stack gap="md">
          <Text size="sm">
            The key ending in {apiKey.last4} stops working at once; whatever uses it will be refused.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: `Key "${apiKey.name}" revoked.` });
                    onClose();
                  },
                  onError: (error) => notifyFailure('Could not revoke the key', error),
                })
              }
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** setting/integration: the network's API keys for outside services. */
export default function IntegrationPage({ screen }: { screen: ScreenMeta }) {
  const keys = useQuery(integrationKeysQuery);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  return (
    <SettingsPage
      screen={screen}
      affects="Keys that outside services use to call this network's API; each is shown once, when it is made."
      history={{ area: 'integration', fieldLabels: { key: 'Key', expiresOn: 'Expires on' } }}
    >
      <InfoCard
        title="API keys"
        description="Keys outside services use to call this network's API. A key is shown once, when it is created; revoke one that leaked and create another."
      >
        <SettingsGate query={keys} noun="the API keys">
          {({ data }) =>
            data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No API keys yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" aria-label="API keys">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Key</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Last used</Table.Th>
                      <Table.Th>Expires</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((key) => {
                      const status = statusOf(key);
                      return (
                        <Table.Tr key={key.id}>
                          <Table.Td>{key.name}</Table.Td>
                          <Table.Td>
                            <Text ff="monospace" size="sm">
                              …{key.last4}
                            </Text>
                          </Table.Td>
                          <Table.Td>{formatDate(key.createdAt)}</Table.Td>
                          <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Table.Td>
                          <Table.Td>{key.expiresOn ?? 'Never'}</Table.Td>
                          <Table.Td>
                            <Badge color={status.color} variant="light">
                              {status.label}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <MayChange>
                              {key.revokedAt ? null : (
                                <Button
                                  size="xs"
                                  variant="subtle"
                                  color="red"
                                  aria-label={`Revoke ${key.name}`}
                                  onClick={() => setRevoking(key)}
                                >
                                  Revoke
                                </Button>
                              )}
                            </MayChange>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </SettingsGate>
      </InfoCard>
      <MayChange>
        <InfoCard title="Create a key">
          <CreateKeyForm />
        </InfoCard>
      </MayChange>
      <RevokeModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </SettingsPage>
  );
}
