import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerDetails } from '../../../components/partners/partner-details';
import { PartnerRecordGate } from '../../../components/partners/partner-record-gate';
import { StatusActions } from '../../../components/partners/status-actions';
import { StatusBadge } from '../../../components/status-badge';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { useChangePublisherStatus } from '../api/change-publisher-status';
import { usePublisher } from '../api/get-publisher';
import { PUBLISHER_NOUN } from '../components/publisher-noun';
import { PublisherTrafficCard } from '../components/publisher-traffic-card';

/** publisher/view/:id: everything about one publisher, its status actions and traffic. */
export default function PublisherViewPage({ screen, links }: EntityScreenProps) {
  const id = useParams().id ?? '';
  const query = usePublisher(id);
  const statusMutation = useChangePublisherStatus();
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
            title={publisher.company}
            breadcrumbs={trailOf(screen, links.list, { label: publisher.company })}
            actions={
              <>
                <StatusActions
                  ids={[publisher.id]}
                  statuses={[publisher.status]}
                  subject={publisher.company}
                  noun={PUBLISHER_NOUN}
                  mutation={statusMutation}
                  inapplicable="hide"
                  size="sm"
                />
                <Button
                  component={Link}
                  to={links.edit(publisher.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Button>
              </>
            }
          >
            <StatusBadge status={publisher.status} size="lg" />
          </PageHeader>
          <PartnerDetails partner={publisher}>
            <PublisherTrafficCard publisher={publisher} />
          </PartnerDetails>
        </Stack>
      )}
    </PartnerRecordGate>
  );
}
