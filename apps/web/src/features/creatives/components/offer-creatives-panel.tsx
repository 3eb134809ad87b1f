import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useListParams } from '../../../lib/list-params';
import { addForOffer, type CreativeLinks } from './creative-labels';
import { CreativeList } from './creative-list';
import { CREATIVE_LIST_CONFIG } from './creative-list-query';

type OfferCreativesPanelProps = { offerId: string; links: CreativeLinks };

/**
 * One offer's creatives with links to add (this offer chosen) and edit them, for the offer's
 * creatives tab. Its filters and page are kept in that screen's URL like any list.
 */
export function OfferCreativesPanel({ offerId, links }: OfferCreativesPanelProps) {
  const params = useListParams(CREATIVE_LIST_CONFIG);
  return (
    <CreativeList
      params={params}
      links={links}
      offerId={offerId}
      addButton={
        <Button
          component={Link}
          to={addForOffer(links, offerId)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add creative
        </Button>
      }
    />
  );
}
