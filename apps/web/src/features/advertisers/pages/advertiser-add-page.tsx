import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { AdvertiserForm } from '../components/advertiser-form';

/** advertiser/add: a new advertiser account, invited by e-mail. */
export default function AdvertiserAddPage({ screen, links }: EntityScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <AdvertiserForm links={links} />
    </Stack>
  );
}
