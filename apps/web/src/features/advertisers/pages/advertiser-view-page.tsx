import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PartnerDetails } from '../../../components/partners/partner-details';
import { PartnerRecordGate } from '../../../components/partners/partner-record-gate';
import { StatusActions } from '../../../components/partners/status-actions';
import { StatusBadge } from '../../../components/status-badge';
import { type EntityScreenProps, trailOf } from '../../../lib/screen';
import { useChangeAdvertiserStatus } from '../api/change-advertiser-status';
import { useAdvertiser } from '../api/get-advertiser';
import { ADVERTISER_NOUN } from '../components/advertiser-noun';
import { ConversionSecurityCard } from '../components/conversion-security-card';

/** advertiser/view/:id: everything about one advertiser, its status actions and conversion security. */
export default function AdvertiserViewPage({ screen, links }: EntityScreenProps) {
  const id = useParams().id ?? '';
  const query = useAdvertiser(id);
  const statusMutation = useChangeAdvertiserStatus();
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
            title={advertiser.company}
            breadcrumbs={trailOf(screen, links.list, { label: advertiser.company })}
            actions={
              <>
                <StatusActions
                  ids={[advertiser.id]}
                  statuses={[advertiser.status]}
                  subject={advertiser.company}
                  noun={ADVERTISER_NOUN}
                  mutation={statusMutation}
                  inapplicable="hide"
                  size="sm"
                />
                <Button
                  component={Link}
                  to={links.edit(advertiser.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Button>
              </>
            }
          >
            <StatusBadge status={advertiser.status} size="lg" />
          </PageHeader>
          <PartnerDetails partner={advertiser}>
            <ConversionSecurityCard advertiser={advertiser} />
          </PartnerDetails>
        </Stack>
      )}
    </PartnerRecordGate>
  );
}
