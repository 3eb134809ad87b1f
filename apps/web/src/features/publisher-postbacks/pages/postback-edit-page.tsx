import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { usePostback } from '../api/get-postback';
import { PostbackForm } from '../components/postback-form';
import type { PostbackScreenProps } from './postback-screen';

const NOUN = { singular: 'postback', plural: 'postbacks' };

/** publisher/postback/edit/:id and tools/postback/edit/:id, with "send test". */
export default function PostbackEditPage({ side, screen, links }: PostbackScreenProps) {
  const id = useParams().id ?? '';
  const query = usePostback(side, id);
  const header = (
    <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
  );
  return (
    <RecordGate query={query} noun={NOUN} listPath={links.list} isMissing={!isUuid(id)} header={header}>
      {(postback) => (
        <Stack gap="lg">
          {header}
          <PostbackForm key={postback.updatedAt} side={side} links={links} postback={postback} />
        </Stack>
      )}
    </RecordGate>
  );
}
