import type { PaymentMethod } from '@affnet/contracts';
import { Badge, Button, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import { countOf } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import type { ScreenMeta } from '../../../lib/screen';
import {
  paymentMethodsQuery,
  useDeletePaymentMethod,
  useSetPaymentMethodEnabled,
} from '../api/payment-methods';
import { PaymentMethodModal } from '../components/payment-method-form';

type Editing = { method: PaymentMethod | null } | null;

function DeleteMethodModal({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) {
  const mutation = useDeletePaymentMethod();
  const remove = (target: PaymentMethod) =>
    mutation.mutate(target.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `Payment method "${target.name}" deleted.` });
        onClose();
      },
      onError: (error) => notifyFailure('Could not delete the payment method', error),
    });
  return (
    <Modal opened={method !== null} onClose={onClose} title={method ? `Delete ${method.name}?` : ''} centered>
      {method ? (
        <Stack gap="md">
          <Text size="sm">
            {method.chosenBy > 0
              ? `${countOf(method.chosenBy, 'partner has', 'partners have')} chosen it: disable it instead, so their details stay for payouts already owed.`
              : 'No partner has chosen it. It is removed for good.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => remove(method)}>
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function MethodRow({
  method,
  onEdit,
  onDelete,
}: {
  method: PaymentMethod;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const toggle = useSetPaymentMethodEnabled();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {method.name}
        </Text>
        <Text size="xs" c="dimmed">
          {method.fields.map((field) => field.label).join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        {method.minimumPayout} {method.currency}
      </Table.Td>
      <Table.Td>{method.chosenBy > 0 ? <Badge variant="light">{method.chosenBy}</Badge> : '0'}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${method.name} enabled`}
          checked={method.enabled}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate(
              { id: method.id, enabled: event.currentTarget.checked },
              { onError: (error) => notifyFailure('Could not change the payment method', error) },
            )
          }
        />
      </Table.Td>
      <Table.Td>
        <MayChange>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${method.name}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`Delete ${method.name}`}
            >
              Delete
            </Button>
          </Group>
        </MayChange>
      </Table.Td>
    </Table.Tr>
  );
}

/** setting/payment-method: the ways partners can be paid, the fields each asks for, its minimum payout. */
export default function PaymentMethodPage({ screen }: { screen: ScreenMeta }) {
  const methods = useQuery(paymentMethodsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ method: null })}>
      Add payment method
    </Button>
  );
  return (
    <SettingsPage
      screen={screen}
      affects="The ways publishers can choose to be paid, the details each needs, and the least a payout may be."
      history={{ area: 'payment-method', fieldLabels: { minimumPayout: 'Minimum payout', fields: 'Fields' } }}
      actions={addButton}
    >
      <InfoCard
        title="Payment methods"
        description="Publishers choose one of the enabled methods on their payment settings and fill in its fields; payouts go there once a balance reaches the method's minimum."
      >
        <SettingsGate query={methods} noun="the payment methods">
          {({ data }) =>
            data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No payment methods yet: partners cannot say how they want to be paid until you add one.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" aria-label="Payment methods">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Method and its fields</Table.Th>
                      <Table.Th>Minimum payout</Table.Th>
                      <Table.Th>Chosen by</Table.Th>
                      <Table.Th>Enabled</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((method) => (
                      <MethodRow
                        key={method.id}
                        method={method}
                        onEdit={() => setEditing({ method })}
                        onDelete={() => setDeleting(method)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </SettingsGate>
      </InfoCard>
      <PaymentMethodModal
        opened={editing !== null}
        method={editing?.method ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteMethodModal method={deleting} onClose={() => setDeleting(null)} />
    </SettingsPage>
  );
}
