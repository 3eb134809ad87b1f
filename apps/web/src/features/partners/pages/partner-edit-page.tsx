import type { PartnerKind } from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { trailOf } from '../../../lib/screen';
import { PartnerForm } from '../components/partner-form';
import { PartnerGate } from '../components/partner-gate';
import type { PartnerScreenProps } from '../components/partner-types';

/** advertiser/edit/:id and publisher/edit/:id: the partner's profile, account and own settings. */
export default function PartnerEditPage<K extends PartnerKind>(props: PartnerScreenProps<K>) {
  const { kind, screen, links } = props;
  return (
    <PartnerGate {...props}>
      {(partner) => (
        <Stack gap="lg">
          <PageHeader
            title={screen.title}
            breadcrumbs={trailOf(
              screen,
              links.list,
              { label: partner.company, to: links.view(partner.id) },
              { label: 'Edit' },
            )}
          >
            {/* The number is given by the system and never changes: shown, not edited. */}
            <Text size="sm" c="dimmed">{`ID #${partner.ref}`}</Text>
          </PageHeader>
          <PartnerForm key={partner.id} kind={kind} partner={partner} links={links} />
        </Stack>
      )}
    </PartnerGate>
  );
}
