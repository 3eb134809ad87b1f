import type { DomainSettings } from '@affnet/contracts';
import { Alert, Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import type { ScreenMeta } from '../../../lib/screen';
import { domainSettingsQuery } from '../api/settings-paths';
import { AddDomainForm } from '../components/add-domain-form';
import { DomainRow } from '../components/domain-row';

function DnsRecordCard({ record }: { record: DomainSettings['dnsRecord'] }) {
  return (
    <InfoCard title="DNS record" description="Create this record for each domain at your DNS provider.">
      {record ? (
        <Text size="sm">
          A <Code>{record.type}</Code> record pointing to <Code>{record.value}</Code>. A new domain also needs
          the TXT record shown on its row, which proves it is yours; once it is verified, use "Check" to see
          that the domain reaches this network.
        </Text>
      ) : (
        <Alert color="orange" variant="light">
          This server's public address is not configured (PUBLIC_URL), so the record to create cannot be
          shown. Ask whoever runs the server.
        </Alert>
      )}
    </InfoCard>
  );
}

function DomainsCard({ settings }: { settings: DomainSettings }) {
  return (
    <InfoCard
      title="Domains"
      description="Panel domains serve the portals and the API; tracking domains carry tracking links only. A new domain works once verified; new tracking links use the one marked."
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label="Domains">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Used for</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.domains.map((domain) => (
                <DomainRow key={domain.id} domain={domain} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {settings.domains.some((d) => d.kind === 'tracking') ? null : (
          <Text size="sm" c="dimmed">
            No tracking domain yet: tracking links use the panel's own address.
          </Text>
        )}
        <MayChange>
          <AddDomainForm />
        </MayChange>
      </Stack>
    </InfoCard>
  );
}

/** setting/domain: the panel and tracking domains, the DNS records they need, their verification and a check of each. */
export default function DomainSettingsPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(domainSettingsQuery());
  return (
    <SettingsPage
      screen={screen}
      affects="Where partners open the panel, and which domain the tracking links handed to publishers use."
      history={{ area: 'domain' }}
    >
      <SettingsGate query={query} noun="the domains">
        {(settings) => (
          <>
            <DnsRecordCard record={settings.dnsRecord} />
            <DomainsCard settings={settings} />
          </>
        )}
      </SettingsGate>
    </SettingsPage>
  );
}
