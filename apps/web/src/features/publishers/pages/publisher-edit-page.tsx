import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerRecordGate } from '../../../components/partners/partner-record-gate';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { usePublisher } from '../api/get-publisher';
import { PublisherForm } from '../components/publisher-form';
import { PUBLISHER_NOUN } from '../components/publisher-noun';

/** publisher/edit/:id: the publisher's profile, account and traffic. */
export default function PublisherEditPage({ screen, links }: EntityScreenProps) {
  const id = useParams().id ?? '';
  const query = usePublisher(id);
  return (
    <PartnerRecordGate
      query={query}
      noun={PUBLISHER_NOUN}
      listPath={links.list}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(publisher) => (
        <Stack gap="lg">
          <PageHeader
            title={screen.title}
            breadcrumbs={trailOf(
              screen,
              links.list,
              { label: publisher.company, to: links.view(publisher.id) },
              { label: 'Edit' },
            )}
          />
          <PublisherForm key={publisher.id} publisher={publisher} links={links} />
        </Stack>
      )}
    </PartnerRecordGate>
  );
}
