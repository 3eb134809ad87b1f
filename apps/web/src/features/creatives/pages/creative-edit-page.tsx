import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordGate } from '../../../components/record-gate';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { useCreative } from '../api/get-creative';
import { CreativeForm } from '../components/creative-form';
import { CREATIVE_NOUN } from '../components/creative-noun';
import type { CreativeScreenProps } from './creative-list-page';

/** offer/creative/edit/:id: change a creative, its content, its file or its offer. */
export default function CreativeEditPage({ screen, links }: CreativeScreenProps) {
  const id = useParams().id ?? '';
  const query = useCreative(id);
  return (
    <RecordGate
      query={query}
      noun={CREATIVE_NOUN}
      listPath={links.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(creative) => (
        <Stack gap="lg">
          <PageHeader
            title={`Edit ${creative.name}`}
            breadcrumbs={trailOf(
              screen,
              links.list,
              { label: creative.name, to: links.view(creative.id) },
              { label: 'Edit' },
            )}
          />
          <CreativeForm key={creative.updatedAt} creative={creative} links={links} />
        </Stack>
      )}
    </RecordGate>
  );
}
