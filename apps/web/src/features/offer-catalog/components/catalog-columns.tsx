import type { PublisherOfferListItem } from '@affnet/contracts';
import { Text } from '@mantine/core';
import type { Column } from '../../../components/data-table/data-table';
import { CategoryBadges } from '../../../components/offers/category-badges';
import { OfferNameCell } from '../../../components/offers/offer-thumbnail';
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
      render: (row) => <OfferNameCell offer={row} to={view(row.id)} />,
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
