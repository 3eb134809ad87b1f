import type { AdvertiserPostbackLog } from '@affnet/contracts';
import { useMemo, useState } from 'react';
import { ListScreen } from '../../../components/data-table/list-screen';
import { postbackLogColumns } from '../../../components/postback-log/postback-log-columns';
import { PostbackParamsModal } from '../../../components/postback-log/postback-params-modal';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import type { ScreenMeta } from '../../../lib/screen';
import { PostbackLogFilters } from '../components/postback-log-filters';
import { POSTBACK_LOG_LIST_CONFIG } from '../components/postback-log-list-query';

export type AdvertiserPostbackLogsPageProps = { screen: ScreenMeta };

/** advertiser/postback/logs: every postback, pixel and tag call advertisers made, with its result. */
export default function AdvertiserPostbackLogsPage({ screen }: AdvertiserPostbackLogsPageProps) {
  const params = useListParams(POSTBACK_LOG_LIST_CONFIG);
  const list = usePagedQuery(POSTBACK_LOG_LIST_CONFIG, params.state);
  const [opened, setOpened] = useState<AdvertiserPostbackLog | null>(null);
  const columns = useMemo(() => postbackLogColumns<AdvertiserPostbackLog>(setOpened), []);
  return (
    <ListScreen
      screen={screen}
      toolbar={<PostbackLogFilters params={params} rows={list.data?.data ?? []} />}
      label="Advertiser postback log"
      plural="postback calls"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `Call at ${row.receivedAt}`}
      empty={
        <NoResults
          title="No postbacks received yet"
          description="Every postback, pixel and JS tag call advertisers make is listed here with its result."
          action={null}
        />
      }
      noun="calls"
    >
      <PostbackParamsModal log={opened} onClose={() => setOpened(null)} />
    </ListScreen>
  );
}
