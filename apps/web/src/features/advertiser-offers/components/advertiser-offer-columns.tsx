import type { AdvertiserOfferListItem } from '@affnet/contracts';
import { Text } from '@mantine/core';
import type { Column } from '../../../components/data-table/data-table';
import { CategoryBadges } from '../../../components/offers/category-badges';
import { OfferStatusBadge } from '../../../components/offers/offer-status-badge';
import { OfferNameCell } from '../../../components/offers/offer-thumbnail';
import { formatDate } from '../../../lib/format';
import { formatPrice, revenueOf } from '../../../lib/pricing';
import type { AdvertiserOfferSort } from './advertiser-offer-list-query';

/** The columns of the advertiser's offer list: what each offer costs them, never what publishers earn. */
export function advertiserOfferColumns(
  view: (id: string) => string,
): Column<AdvertiserOfferListItem, AdvertiserOfferSort>[] {
  return [
    {
      key: 'name',
      header: 'Offer',
      sort: 'name',
      render: (row) => <OfferNameCell offer={row} to={view(row.id)} />,
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (row) => <CategoryBadges categories={row.categories} />,
    },
    {
      key: 'pricing',
      header: 'You pay',
      render: (row) => <Text size="sm">{formatPrice(revenueOf(row.pricing), row.currency)}</Text>,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      render: (row) => <OfferStatusBadge status={row.status} />,
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
  ];
}
