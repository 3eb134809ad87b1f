import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Crumb } from '../../lib/screen';
import { PageHeader } from '../page-header';
import { CategoryBadges } from './category-badges';
import { OfferThumbnail } from './offer-thumbnail';

type PartnerOfferHeaderProps = {
  offer: {
    name: string;
    ref: number;
    thumbnailUrl: string | null;
    categories: ReadonlyArray<{ id: string; name: string }>;
  };
  breadcrumbs: Crumb[];
  /** What the partner's own page adds after the number and categories (status, access, links). */
  children?: ReactNode;
};

/** The head of an offer's page as a publisher or advertiser sees it: image, name, number, categories. */
export function PartnerOfferHeader({ offer, breadcrumbs, children }: PartnerOfferHeaderProps) {
  return (
    <PageHeader
      title={
        <Group gap="sm" component="span">
          <OfferThumbnail url={offer.thumbnailUrl} size={48} />
          {offer.name}
        </Group>
      }
      breadcrumbs={breadcrumbs}
    >
      <Group gap="sm">
        <Text c="dimmed">#{offer.ref}</Text>
        <CategoryBadges categories={offer.categories} />
        {children}
      </Group>
    </PageHeader>
  );
}
