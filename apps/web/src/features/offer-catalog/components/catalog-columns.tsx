import type { PublisherOfferListItem } from '@affnet/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { CategoryBadges } from '../../../components/offers/category-badges';
import { OfferThumbnail } from '../../../components/offers/offer-thumbnail';
import { formatPrice, payoutOf } from '../../../lib/pricing';
import { AccessBadge } from './access-badge';
import type { CatalogSort } from './catalog-list-query';
import { countriesText } from './countries-text';

type ColumnOptions = {
  view: (id: string) => string;
  onRequest: (offer: PublisherOfferListItem) => void;
  withAccess: boolean;
};

/** The columns of the publisher's offer lists; the name opens the offer. */
export function catalogColumns({
  view,
  onRequest,
  withAccess,
}: ColumnOptions): Column<PublisherOfferListItem, CatalogSort>[] {
  const access: Column<PublisherOfferListItem, CatalogSort> = {
    key: 'access',
    header: 'Access',
    render: (row) => (
      <AccessBadge access={row.access} offerName={row.name} onRequest={() => onRequest(row)} />
    ),
  };
  return [
    {
      key: 'name',
      header: 'Offer',
      sort: 'name',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <OfferThumbnail url={row.thumbnailUrl} />
          <Stack gap={0}>
            <Anchor component={Link} to={view(row.id)} fw={600} size="sm">
              {row.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              #{row.ref}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (row) => <CategoryBadges categories={row.categories} />,
    },
    {
      key: 'payout',
      header: 'Your payout',
      sort: 'payout',
      render: (row) => (
        <Text size="sm" fw={600}>
          {formatPrice(payoutOf(row.payout), row.currency)}
        </Text>
      ),
    },
    {
      key: 'countries',
      header: 'Countries',
      render: (row) => (
        <Text size="sm" maw={220}>
          {countriesText(row.countries, row.excludedCountries)}
        </Text>
      ),
    },
    ...(withAccess ? [access] : []),
  ];
}
