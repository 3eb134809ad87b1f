import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { DeliveryLog } from '../components/delivery-log';
import type { PostbackScreenProps } from './postback-screen';

/** publisher/postback/logs and tools/postback/log/:id? (one postback's calls, or all). */
export default function PostbackLogPage({ side, screen, links }: PostbackScreenProps) {
  const id = useParams().id;
  const postbackId = isUuid(id) ? id : undefined;
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <DeliveryLog side={side} postbackId={postbackId} />
    </Stack>
  );
}
