import type { AccountManager, PartnerKind } from '@affnet/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { trailOf } from '../../../lib/screen';
import { useChangePartnerStatus } from '../api/change-partner-status';
import { PARTNER_KINDS } from '../components/partner-kinds';
import { PartnerList } from '../components/partner-list';
import { PARTNER_LISTS } from '../components/partner-list-query';
import type { PartnerScreenProps } from '../components/partner-types';

const NO_MANAGERS: AccountManager[] = [];

/** advertiser/manage and publisher/manage: searchable and filterable, with bulk status changes. */
export default function PartnerListPage<K extends PartnerKind>({
  kind,
  screen,
  links,
}: PartnerScreenProps<K>) {
  const { noun, listColumns, figuresMoney } = PARTNER_KINDS[kind];
  const list = PARTNER_LISTS[kind];
  const params = useListParams(list);
  const query = usePagedQuery(list, params.state);
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const statusMutation = useChangePartnerStatus(kind);
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={
          <MayChange>
            <Button component={Link} to={links.add} leftSection={<IconPlus size={16} aria-hidden />}>
              Add {noun.singular}
            </Button>
          </MayChange>
        }
      />
      <PartnerList
        noun={noun}
        addPath={links.add}
        viewPath={links.view}
        params={params}
        list={query}
        managers={managers}
        statusMutation={statusMutation}
        kindColumns={listColumns}
        figuresMoney={figuresMoney}
      />
    </Stack>
  );
}
