import type { AccountManager } from '@affnet/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerList } from '../../../components/partners/partner-list';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import { useListParams } from '../../../lib/list-params';
import { PARTNER_LIST_CONFIG, toPartnersQuery } from '../../../lib/partner-list-query';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { useChangeAdvertiserStatus } from '../api/change-advertiser-status';
import { useAdvertisers } from '../api/get-advertisers';
import { ADVERTISER_NOUN } from '../components/advertiser-noun';

const NO_MANAGERS: AccountManager[] = [];

/** advertiser/manage: every advertiser, searchable and filterable, with bulk status changes. */
export default function AdvertiserListPage({ screen, links }: EntityScreenProps) {
  const params = useListParams(PARTNER_LIST_CONFIG);
  const list = useAdvertisers(toPartnersQuery(params.state));
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const statusMutation = useChangeAdvertiserStatus();
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={
          <Button component={Link} to={links.add} leftSection={<IconPlus size={16} aria-hidden />}>
            Add advertiser
          </Button>
        }
      />
      <PartnerList
        noun={ADVERTISER_NOUN}
        addPath={links.add}
        viewPath={links.view}
        params={params}
        list={list}
        managers={managers}
        statusMutation={statusMutation}
      />
    </Stack>
  );
}
