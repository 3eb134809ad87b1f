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
import { useChangePublisherStatus } from '../api/change-publisher-status';
import { usePublishers } from '../api/get-publishers';
import { PUBLISHER_NOUN } from '../components/publisher-noun';

const NO_MANAGERS: AccountManager[] = [];

/** publisher/manage: every publisher, searchable and filterable, with bulk status changes. */
export default function PublisherListPage({ screen, links }: EntityScreenProps) {
  const params = useListParams(PARTNER_LIST_CONFIG);
  const list = usePublishers(toPartnersQuery(params.state));
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const statusMutation = useChangePublisherStatus();
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={
          <Button component={Link} to={links.add} leftSection={<IconPlus size={16} aria-hidden />}>
            Add publisher
          </Button>
        }
      />
      <PartnerList
        noun={PUBLISHER_NOUN}
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
