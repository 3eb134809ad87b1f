import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { PostbackForm } from '../components/postback-form';
import type { PostbackScreenProps } from './postback-screen';

/** publisher/postback/add and tools/postback/add; `?offerId=` (and for staff `?publisherId=`) preselect. */
export default function PostbackAddPage({ side, screen, links }: PostbackScreenProps) {
  const [search] = useSearchParams();
  const offerId = search.get('offerId');
  const publisherId = search.get('publisherId');
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <PostbackForm
        side={side}
        links={links}
        preset={{
          ...(isUuid(offerId) ? { offerId } : {}),
          ...(side === 'staff' && isUuid(publisherId) ? { publisherId } : {}),
        }}
      />
    </Stack>
  );
}
