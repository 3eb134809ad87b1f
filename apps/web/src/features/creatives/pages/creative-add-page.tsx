import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { CreativeForm } from '../components/creative-form';
import type { CreativeScreenProps } from './creative-list-page';

/** offer/creative/add: a new creative; `?offerId=` chooses its offer in advance. */
export default function CreativeAddPage({ screen, links }: CreativeScreenProps) {
  const offerId = useSearchParams()[0].get('offerId');
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <CreativeForm links={links} offerId={isUuid(offerId) ? offerId : undefined} />
    </Stack>
  );
}
