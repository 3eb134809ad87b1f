import { POSTBACK_CONVERSION_STATUS_LABELS, type PublisherPostback } from '@affnet/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { ListSearch } from '../../../components/data-table/list-search';
import { PagedTable } from '../../../components/data-table/paged-table';
import { NoResults } from '../../../components/query-states';
import type { ListParams } from '../../../lib/list-params';
import { notifyFailure } from '../../../lib/notify';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import { useDeletePostback } from '../api/delete-postback';
import { POSTBACK_CHANGE_PERMISSION, type PostbackLinks, type PostbackSide } from '../api/postback-side';
import { type PostbackFilter, type PostbackSort, postbackListOf } from './postback-list-query';

type PostbackListProps = {
  side: PostbackSide;
  params: ListParams<PostbackSort, PostbackFilter>;
  links: PostbackLinks;
  /** One offer's postbacks (its editor tab): the offer column goes. */
  offerId?: string;
  addButton: ReactNode;
};

/** The list's columns; `remove` null: the viewer may not change postbacks (no Edit, no Delete). */
function columnsOf(
  side: PostbackSide,
  links: PostbackLinks,
  withOffer: boolean,
  remove: ((row: PublisherPostback) => void) | null,
) {
  const columns: Column<PublisherPostback, PostbackSort>[] = [
    {
      key: 'url',
      header: 'Postback URL',
      sort: 'url',
      render: (row) => (
        <Stack gap={0} maw={420}>
          {remove ? (
            <Anchor
              component={Link}
              to={links.edit(row.id)}
              size="sm"
              ff="monospace"
              lineClamp={1}
              title={row.url}
            >
              {row.url}
            </Anchor>
          ) : (
            <Text size="sm" ff="monospace" lineClamp={1} title={row.url}>
              {row.url}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {row.method}
            {row.isActive ? '' : ' · inactive'}
          </Text>
        </Stack>
      ),
    },
  ];
  if (side === 'staff')
    columns.push({
      key: 'publisher',
      header: 'Publisher',
      render: (row) => <Text size="sm">{row.publisherName}</Text>,
    });
  if (withOffer)
    columns.push({
      key: 'offer',
      header: 'Offer',
      render: (row) => (
        <Text size="sm">{row.offerId ? `#${row.offerRef} ${row.offerName}` : 'All offers'}</Text>
      ),
    });
  columns.push(
    { key: 'event', header: 'Event', render: (row) => <Text size="sm">{row.eventKey ?? 'All events'}</Text> },
    {
      key: 'statuses',
      header: 'Statuses',
      render: (row) => (
        <Group gap={4}>
          {row.statuses.map((status) => (
            <Badge key={status} variant="light" color="gray" tt="none">
              {POSTBACK_CONVERSION_STATUS_LABELS[status]}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {remove ? (
            <Tooltip label="Edit" withArrow>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={links.edit(row.id)}
                aria-label={`Edit ${row.url}`}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label="Log" withArrow>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={links.log(row.id)}
              aria-label={`Log of ${row.url}`}
            >
              <IconList size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {remove ? (
            <Tooltip label="Delete" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(row)}
                aria-label={`Delete ${row.url}`}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  );
  return columns;
}

/** What the search looks in: a publisher searches only their own postbacks. */
const SEARCH_HINTS: Record<PostbackSide, string> = {
  staff: 'URL, publisher or offer',
  publisher: 'URL or offer',
};

/** Postback settings: search, table, paging and the empty state. */
export function PostbackList({ side, params, links, offerId, addButton }: PostbackListProps) {
  const list = usePagedQuery(postbackListOf(side), params.state, offerId ? { offerId } : undefined);
  const mayChange = useMayChange(POSTBACK_CHANGE_PERMISSION[side]);
  const add = mayChange ? addButton : null;
  const [toDelete, setToDelete] = useState<PublisherPostback | null>(null);
  const removal = useDeletePostback(side, {
    onSuccess: () => {
      setToDelete(null);
      notifications.show({ color: 'teal', title: 'Postback deleted', message: 'Its log stays.' });
    },
    onError: (error) => notifyFailure('Could not delete the postback', error),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <ListSearch params={params} placeholder={SEARCH_HINTS[side]} w={{ base: '100%', sm: 280 }} />
        {offerId ? add : null}
      </Group>
      <PagedTable
        label="Postbacks"
        plural="postbacks"
        query={list}
        params={params}
        columns={columnsOf(side, links, offerId === undefined, mayChange ? setToDelete : null)}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select ${row.url}`}
        empty={
          <NoResults
            title="No postbacks yet"
            description="A postback is a URL we call when a conversion happens, so your tracker knows at once."
            action={add}
          />
        }
      />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this postback?"
        centered
      >
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {toDelete?.url} will no longer be called. Its log stays.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={removal.isPending}
              onClick={() => toDelete && removal.mutate(toDelete.id)}
            >
              Delete postback
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export function AddPostbackButton({ to, children = 'Add postback' }: { to: string; children?: ReactNode }) {
  return (
    <Button component={Link} to={to}>
      {children}
    </Button>
  );
}
