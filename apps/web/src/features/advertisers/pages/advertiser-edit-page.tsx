import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerRecordGate } from '../../../components/partners/partner-record-gate';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { useAdvertiser } from '../api/get-advertiser';
import { AdvertiserForm } from '../components/advertiser-form';
import { ADVERTISER_NOUN } from '../components/advertiser-noun';

/** advertiser/edit/:id: the advertiser's profile, account and allowlist. */
export default function AdvertiserEditPage({ screen, links }: EntityScreenProps) {
  const id = useParams().id ?? '';
  const query = useAdvertiser(id);
  return (
    <PartnerRecordGate
      query={query}
      noun={ADVERTISER_NOUN}
      listPath={links.list}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(advertiser) => (
        <Stack gap="lg">
          <PageHeader
            title={screen.title}
            breadcrumbs={trailOf(
              screen,
              links.list,
              { label: advertiser.company, to: links.view(advertiser.id) },
              { label: 'Edit' },
            )}
          />
          <AdvertiserForm key={advertiser.id} advertiser={advertiser} links={links} />
        </Stack>
      )}
    </PartnerRecordGate>
  );
}
