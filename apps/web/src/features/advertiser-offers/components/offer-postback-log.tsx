import { type OwnPostbackLog, POSTBACK_RESULTS } from '@affnet/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import { PagedTable } from '../../../components/data-table/paged-table';
import { postbackLogColumns } from '../../../components/postback-log/postback-log-columns';
import { PostbackParamsModal } from '../../../components/postback-log/postback-params-modal';
import { resultLabel } from '../../../components/postback-log/postback-result';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { OWN_POSTBACK_LOG_LIST_CONFIG } from './own-postback-log-query';

const RESULT_OPTIONS = POSTBACK_RESULTS.map((value) => ({ value, label: resultLabel(value) }));

/**
 * advertiser offer/view/{id}, Postback log: every postback, pixel and tag call about this offer,
 * newest first, with what the network answered and why.
 */
export function OfferPostbackLog({ offerId }: { offerId: string }) {
  const params = useListParams(OWN_POSTBACK_LOG_LIST_CONFIG);
  const list = usePagedQuery(OWN_POSTBACK_LOG_LIST_CONFIG, params.state, { offerId });
  const [opened, setOpened] = useState<OwnPostbackLog | null>(null);
  const columns = useMemo(
    () => postbackLogColumns<OwnPostbackLog>(setOpened).filter((column) => column.key !== 'offer'),
    [],
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The calls your platform made for this offer and what the network answered. A refused call says why;
        the token is never shown.
      </Text>
      <Group gap="sm" align="flex-end">
        <ListSearch params={params} placeholder="Click ID or transaction ID" />
        <FilterSelect
          filters={params}
          name="result"
          label="Result"
          placeholder="Any result"
          data={RESULT_OPTIONS}
          w={220}
        />
        <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
      </Group>
      <PagedTable
        label="Postback log of this offer"
        plural="postback calls"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Call at ${row.receivedAt}`}
        empty={
          <NoResults
            title="No calls received yet"
            description="Once your platform sends a postback or a pixel fires for this offer, it is listed here with its result."
            action={null}
          />
        }
        noun="calls"
      />
      <PostbackParamsModal log={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
