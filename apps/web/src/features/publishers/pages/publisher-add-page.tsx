import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { PublisherForm } from '../components/publisher-form';

/** publisher/add: a new publisher account, invited by e-mail. */
export default function PublisherAddPage({ screen, links }: EntityScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <PublisherForm links={links} />
    </Stack>
  );
}
