import { OFFER_VISIBILITY_LABELS, type OfferListItem } from '@affnet/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { recentFigureColumns } from '../../../components/data-table/recent-figure-columns';
import { CategoryBadges } from '../../../components/offers/category-badges';
import { OfferStatusBadge } from '../../../components/offers/offer-status-badge';
import { OfferThumbnail } from '../../../components/offers/offer-thumbnail';
import { formatDate } from '../../../lib/format';
import { formatPrice, payoutOf, revenueOf } from '../../../lib/pricing';
import type { OfferSort } from './offer-list-query';

/** Where the list's links go: the offer's editor and its pending access requests. */
export type OfferRowLinks = {
  offer: (id: string) => string;
  pendingRequests: (offerId: string) => string;
};

function Dimmed({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * The columns of offer/manage: the name opens the offer's general tab; `withFigures` adds each
 * offer's last 30 days (only when the page carries them).
 */
export function offerListColumns(
  links: OfferRowLinks,
  withFigures: boolean,
): Column<OfferListItem, OfferSort>[] {
  const figures = withFigures
    ? recentFigureColumns<OfferListItem, OfferSort>({
        recentOf: (row) => row.recent,
        money: { counter: 'revenue', header: 'Revenue' },
        sorts: { clicks: 'clicks', conversions: 'conversions' },
      })
    : [];
  return [
    { key: 'ref', header: 'ID', sort: 'ref', render: (row) => <Dimmed>{`#${row.ref}`}</Dimmed> },
    {
      key: 'name',
      header: 'Offer',
      sort: 'name',
      render: (row) => (
        // Wide enough that a name of a few words keeps to two lines.
        <Group gap="sm" wrap="nowrap" miw={240}>
          <OfferThumbnail url={row.thumbnailUrl} />
          <Anchor component={Link} to={links.offer(row.id)} fw={600} size="sm">
            {row.name}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'advertiser',
      header: 'Advertiser',
      sort: 'advertiser',
      render: (row) => <Text size="sm">{row.advertiser.company}</Text>,
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (row) => <CategoryBadges categories={row.categories} />,
    },
    {
      key: 'pricing',
      header: 'Payout / revenue',
      render: (row) => (
        // A price and its model stay on one line ("$35.00 CPA").
        <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm">{formatPrice(payoutOf(row.pricing), row.currency)}</Text>
          <Dimmed>{formatPrice(revenueOf(row.pricing), row.currency)}</Dimmed>
        </Stack>
      ),
    },
    {
      key: 'visibility',
      header: 'Visibility',
      render: (row) => <Text size="sm">{OFFER_VISIBILITY_LABELS[row.visibility]}</Text>,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      render: (row) => <OfferStatusBadge status={row.status} />,
    },
    ...figures,
    {
      key: 'requests',
      header: 'Pending requests',
      render: (row) =>
        row.pendingRequests > 0 ? (
          <Anchor
            component={Link}
            to={links.pendingRequests(row.id)}
            size="sm"
            aria-label={`${row.pendingRequests} pending requests for ${row.name}`}
          >
            {row.pendingRequests}
          </Anchor>
        ) : (
          <Dimmed>0</Dimmed>
        ),
    },
    {
      key: 'createdAt',
      header: 'Created',
      sort: 'createdAt',
      render: (row) => <Dimmed>{formatDate(row.createdAt)}</Dimmed>,
    },
  ];
}
