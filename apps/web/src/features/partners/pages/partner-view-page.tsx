import type { PartnerKind } from '@affnet/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { trailOf } from '../../../lib/screen';
import { useChangePartnerStatus } from '../api/change-partner-status';
import { PartnerDetails } from '../components/partner-details';
import { PartnerGate } from '../components/partner-gate';
import { PARTNER_KINDS } from '../components/partner-kinds';
import type { PartnerScreenProps } from '../components/partner-types';
import { StatusActions } from '../components/status-actions';

/** advertiser/view/:id and publisher/view/:id: everything about one partner, and its status actions. */
export default function PartnerViewPage<K extends PartnerKind>(props: PartnerScreenProps<K>) {
  const { kind, screen, links } = props;
  const { noun, DetailCard, MoneyCards } = PARTNER_KINDS[kind];
  const statusMutation = useChangePartnerStatus(kind);
  return (
    <PartnerGate {...props}>
      {(partner) => (
        <Stack gap="lg">
          <PageHeader
            title={partner.company}
            breadcrumbs={trailOf(screen, links.list, { label: partner.company })}
            actions={
              <MayChange>
                <StatusActions
                  ids={[partner.id]}
                  statuses={[partner.status]}
                  subject={partner.company}
                  noun={noun}
                  mutation={statusMutation}
                  inapplicable="hide"
                  size="sm"
                />
                <Button
                  component={Link}
                  to={links.edit(partner.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Button>
              </MayChange>
            }
          >
            <Group gap="sm">
              <StatusBadge status={partner.status} size="lg" />
              <Text c="dimmed">{`ID #${partner.ref}`}</Text>
            </Group>
          </PageHeader>
          <PartnerDetails partner={partner}>
            <DetailCard partner={partner} />
          </PartnerDetails>
          <MoneyCards partnerId={partner.id} />
        </Stack>
      )}
    </PartnerGate>
  );
}
