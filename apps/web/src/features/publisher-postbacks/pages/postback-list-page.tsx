import { Stack } from '@mantine/core';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/list-params';
import { trailOf } from '../../../lib/screen';
import { POSTBACK_CHANGE_PERMISSION } from '../api/postback-side';
import { AddPostbackButton, PostbackList } from '../components/postback-list';
import { postbackListOf } from '../components/postback-list-query';
import { PostbackSecretCard } from '../components/postback-secret-card';
import type { PostbackScreenProps } from './postback-screen';

/** publisher/postback/manage and tools/postback/list; the publisher also sees their signing secret. */
export default function PostbackListPage({ side, screen, links }: PostbackScreenProps) {
  const params = useListParams(postbackListOf(side));
  const addButton = <AddPostbackButton to={links.add} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={<MayChange permission={POSTBACK_CHANGE_PERMISSION[side]}>{addButton}</MayChange>}
      />
      {side === 'publisher' ? <PostbackSecretCard /> : null}
      <PostbackList side={side} params={params} links={links} addButton={addButton} />
    </Stack>
  );
}
