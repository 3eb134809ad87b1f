import { CREATIVE_TYPE_LABELS, type Creative } from '@affnet/contracts';
import { ActionIcon, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { creativeSize } from '../../../components/offers/creative-content';
import { offerLabel } from '../../../components/pickers/offer-picker';
import { formatDate } from '../../../lib/format';
import { CREATIVE_STATUS_COLORS, CREATIVE_STATUS_LABELS, type CreativeLinks } from './creative-labels';
import type { CreativeSort } from './creative-list-query';
import { CreativeThumbnail } from './creative-type-icon';

function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** What a row says about its content: the banner's size, the link text, the subject. */
function summaryOf(creative: Creative): string {
  if (creative.type === 'banner') return creativeSize(creative) ?? 'Banner';
  if (creative.type === 'text_link') return creative.linkText ?? '';
  if (creative.type === 'email') return creative.emailSubject ?? '';
  return 'HTML';
}

type ColumnOptions = { links: CreativeLinks; withOffer: boolean };

/** The columns of a creative list; the name opens the creative, the pencil its form. */
export function creativeColumns({ links, withOffer }: ColumnOptions): Column<Creative, CreativeSort>[] {
  const offer: Column<Creative, CreativeSort> = {
    key: 'offer',
    header: 'Offer',
    sort: 'offer',
    render: (row) => <Text size="sm">{offerLabel(row.offer)}</Text>,
  };
  return [
    { key: 'preview', header: 'Preview', render: (row) => <CreativeThumbnail creative={row} /> },
    {
      key: 'name',
      header: 'Creative',
      sort: 'name',
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={links.view(row.id)} fw={600} size="sm">
            {row.name}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1} maw={280}>
            {summaryOf(row)}
          </Text>
        </Stack>
      ),
    },
    ...(withOffer ? [offer] : []),
    {
      key: 'type',
      header: 'Type',
      sort: 'type',
      render: (row) => <Text size="sm">{CREATIVE_TYPE_LABELS[row.type]}</Text>,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      render: (row) => (
        <Badge variant="light" color={CREATIVE_STATUS_COLORS[row.status]}>
          {CREATIVE_STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    {
      key: 'downloadable',
      header: 'Publishers',
      render: (row) => <Dimmed>{row.downloadable ? 'Can download' : 'Hidden'}</Dimmed>,
    },
    {
      key: 'createdAt',
      header: 'Added',
      sort: 'createdAt',
      render: (row) => <Dimmed>{formatDate(row.createdAt)}</Dimmed>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Group gap={4}>
          <ActionIcon
            component={Link}
            to={links.edit(row.id)}
            variant="subtle"
            aria-label={`Edit ${row.name}`}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}
