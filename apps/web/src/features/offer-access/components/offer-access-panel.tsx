import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useListParams } from '../../../lib/list-params';
import type { AccessLinks } from './access-columns';
import { AccessList } from './access-list';
import { ACCESS_LIST_CONFIG } from './access-list-query';
import { GrantAccessModal } from './grant-access-modal';

type OfferAccessPanelProps = {
  offerId: string;
  /** Where publisher (and offer) names link; plain text without. */
  links?: AccessLinks;
};

/**
 * One offer's access list (requests and entries) with "Grant access", for the offer's permission
 * tab. Its tab, filters and page are kept in that screen's URL like any list.
 */
export function OfferAccessPanel({ offerId, links }: OfferAccessPanelProps) {
  const params = useListParams(ACCESS_LIST_CONFIG);
  const [granting, setGranting] = useState(false);
  return (
    <>
      <AccessList
        params={params}
        offerId={offerId}
        links={links}
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setGranting(true)}>
            Grant access
          </Button>
        }
      />
      <GrantAccessModal offerId={offerId} opened={granting} onClose={() => setGranting(false)} />
    </>
  );
}
