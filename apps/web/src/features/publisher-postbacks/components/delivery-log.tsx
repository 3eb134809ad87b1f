import type { PostbackDelivery } from '@affnet/contracts';
import { ActionIcon, Badge, Button, Code, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import type { Column } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { PagedTable } from '../../../components/data-table/paged-table';
import { SelectionBar } from '../../../components/data-table/selection-bar';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { DateRangePicker } from '../../../components/date-range-picker';
import { PublisherPicker } from '../../../components/pickers/partner-picker';
import { NoResults } from '../../../components/query-states';
import { todayIn } from '../../../lib/date-ranges';
import { countOf, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { notifyFailure } from '../../../lib/notify';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import { POSTBACK_CHANGE_PERMISSION, type PostbackSide } from '../api/postback-side';
import { useRefireDeliveries } from '../api/refire-deliveries';
import { DELIVERY_STATE_COLORS, DELIVERY_STATE_LABELS, deliveryOutcomeOf } from './delivery-labels';
import { type DeliverySort, deliveryListOf } from './postback-list-query';

const STATE_OPTIONS = Object.entries(DELIVERY_STATE_LABELS).map(([value, label]) => ({ value, label }));

function DeliveryDetails({ delivery }: { delivery: PostbackDelivery }) {
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Request
      </Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {`${delivery.method} ${delivery.url}${delivery.body ? `\n\n${delivery.body}` : ''}`}
      </Code>
      <Text size="sm" c="dimmed">
        Delivery id {delivery.id} · {countOf(delivery.attempts, 'attempt', 'attempts')}
        {delivery.isTest ? ' · test call' : ''}
        {delivery.state === 'pending' ? ` · next at ${formatDateTime(delivery.nextAttemptAt)}` : ''}
      </Text>
      <Text size="sm" fw={600}>
        Answer: {deliveryOutcomeOf(delivery)}
      </Text>
      {delivery.responseBody ? (
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {delivery.responseBody}
        </Code>
      ) : null}
    </Stack>
  );
}

/** The log's columns; `refire` null: the viewer may not re-fire calls. */
function columnsOf(
  side: PostbackSide,
  show: (row: PostbackDelivery) => void,
  refire: ((ids: string[]) => void) | null,
) {
  const columns: Column<PostbackDelivery, DeliverySort>[] = [
    {
      key: 'createdAt',
      header: 'Time',
      sort: 'createdAt',
      render: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text>,
    },
    {
      key: 'state',
      header: 'State',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={DELIVERY_STATE_COLORS[row.state]}>
            {DELIVERY_STATE_LABELS[row.state]}
          </Badge>
          {row.isTest ? (
            <Badge variant="outline" color="gray">
              Test
            </Badge>
          ) : null}
        </Group>
      ),
    },
  ];
  if (side === 'staff')
    columns.push({
      key: 'publisher',
      header: 'Publisher',
      render: (row) => <Text size="sm">{row.publisherName}</Text>,
    });
  columns.push(
    {
      key: 'request',
      header: 'Request',
      render: (row) => (
        <Text size="sm" ff="monospace" lineClamp={1} maw={380} title={row.url}>
          {row.method} {row.url}
        </Text>
      ),
    },
    {
      key: 'answer',
      header: 'Answer',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{deliveryOutcomeOf(row)}</Text>
          {row.responseBody ? (
            <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
              {row.responseBody}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'attempts', header: 'Attempts', render: (row) => <Text size="sm">{row.attempts}</Text> },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Request and answer" withArrow>
            <ActionIcon
              variant="subtle"
              onClick={() => show(row)}
              aria-label={`Request and answer of ${row.url}`}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {refire ? (
            <Tooltip label="Re-fire" withArrow>
              <ActionIcon
                variant="subtle"
                disabled={row.state === 'pending'}
                onClick={() => refire([row.id])}
                aria-label={`Re-fire ${row.url}`}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  );
  return columns;
}

/**
 * The postback log: every call with its request and answer, filtered by state, publisher (staff)
 * and day; one or several calls can be re-fired. `postbackId` narrows it to one postback.
 */
export function DeliveryLog({ side, postbackId }: { side: PostbackSide; postbackId?: string }) {
  const list = deliveryListOf(side);
  const params = useListParams(list);
  const { state } = params;
  const query = usePagedQuery(list, state, postbackId ? { postbackId } : undefined);
  const rows = query.data?.data ?? [];
  const selection = useRowSelection(JSON.stringify(state), rows);
  const mayRefire = useMayChange(POSTBACK_CHANGE_PERMISSION[side]);
  const [shown, setShown] = useState<PostbackDelivery | null>(null);
  const refire = useRefireDeliveries(side, {
    onSuccess: ({ data }) => {
      selection.clear();
      notifications.show({
        color: 'teal',
        title:
          data.ids.length > 0
            ? `${countOf(data.ids.length, 'call', 'calls')} queued again`
            : 'Nothing to re-fire',
        message:
          data.ids.length > 0
            ? 'They are sent within seconds and appear at the top of the log.'
            : 'Calls still pending are already on their way.',
      });
    },
    onError: (error) => notifyFailure('Could not re-fire', error),
  });
  const isFiltered = Object.values(state.filters).some(Boolean);
  const clear = () =>
    params.setFilters({ state: null, publisherId: null, postbackId: null, from: null, to: null });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <FilterSelect
          filters={params}
          name="state"
          label="State"
          placeholder="Any state"
          data={STATE_OPTIONS}
          w={150}
        />
        {side === 'staff' ? (
          <PublisherPicker
            label="Publisher"
            clearable
            value={state.filters.publisherId ?? null}
            onChange={(value) => params.setFilters({ publisherId: value })}
            w={220}
          />
        ) : null}
        <DateRangePicker
          label="From – to (UTC)"
          value={{ from: state.filters.from, to: state.filters.to }}
          onChange={(range) => params.setFilters({ from: range?.from ?? null, to: range?.to ?? null })}
          today={todayIn('UTC')}
          anyTime
        />
        <ClearFiltersButton shown={isFiltered} onClear={clear} />
      </Group>
      {selection.selectedRows.length > 0 ? (
        <SelectionBar
          subject={countOf(selection.selectedRows.length, 'call', 'calls')}
          onClear={selection.clear}
        >
          <Button
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refire.isPending}
            onClick={() => refire.mutate([...selection.selectedIds])}
          >
            Re-fire selected
          </Button>
        </SelectionBar>
      ) : null}
      <PagedTable
        label="Postback log"
        plural="calls"
        query={query}
        params={params}
        columns={columnsOf(side, setShown, mayRefire ? (ids) => refire.mutate(ids) : null)}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select the call of ${formatDateTime(row.createdAt)}`}
        selection={mayRefire ? { selected: selection.selectedIds, onChange: selection.select } : undefined}
        empty={
          <NoResults
            title="No calls yet"
            description="Every call to a postback, with its answer, appears here."
            action={null}
          />
        }
        hasFilters={isFiltered}
        onClearFilters={clear}
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title="Request and answer"
        size="lg"
        centered
      >
        {shown ? <DeliveryDetails delivery={shown} /> : null}
      </Modal>
    </Stack>
  );
}
