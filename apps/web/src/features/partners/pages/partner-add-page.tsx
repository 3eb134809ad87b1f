import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { PartnerForm } from '../components/partner-form';
import type { PartnerScreenProps } from '../components/partner-types';

/** advertiser/add and publisher/add: a new partner account, invited by e-mail. */
export default function PartnerAddPage({ kind, screen, links }: PartnerScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      <PartnerForm kind={kind} links={links} />
    </Stack>
  );
}
