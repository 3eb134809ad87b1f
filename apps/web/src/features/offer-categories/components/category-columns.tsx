import type { OfferCategory } from '@affnet/contracts';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Column } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import type { CategorySort } from './category-list-query';

type CategoryActions = {
  onEdit: (category: OfferCategory) => void;
  onDelete: (category: OfferCategory) => void;
};

/** The columns of offer/categories; name, offer count and date sort on the server. */
export function categoryColumns({
  onEdit,
  onDelete,
}: CategoryActions): Column<OfferCategory, CategorySort>[] {
  return [
    {
      key: 'name',
      header: 'Category',
      sort: 'name',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          {row.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'offers',
      header: 'Offers',
      sort: 'offerCount',
      render: (row) => <Text size="sm">{row.offerCount}</Text>,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sort: 'createdAt',
      render: (row) => (
        <Text size="sm" c="dimmed">
          {formatDate(row.createdAt)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${row.name}`}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}
