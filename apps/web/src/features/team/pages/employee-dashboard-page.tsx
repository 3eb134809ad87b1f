import type { PartnerKind, SessionUser } from '@affnet/contracts';
import { Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/query-states';
import type { EntityLinks, ScreenMeta } from '../../../lib/screen';
import { useAuthStore } from '../../../stores/auth-store';
import { useMyPartners, usePendingAccess } from '../api/my-work';

/** Where the dashboard's links go: the employee's own partner and access screens. */
export type EmployeeDashboardLinks = { publishers: EntityLinks; advertisers: EntityLinks; access: string };

type DashboardProps = { screen: ScreenMeta; links: EmployeeDashboardLinks };

const KIND_TITLES: Record<PartnerKind, string> = {
  publisher: 'Your publishers',
  advertiser: 'Your advertisers',
};

function MyPartnersCard({ kind, user, links }: { kind: PartnerKind; user: SessionUser; links: EntityLinks }) {
  const query = useMyPartners(kind, user.id, true);
  const mine = `${links.list}?${new URLSearchParams({ accountManagerId: user.id })}`;
  const pendingLink = `${links.list}?${new URLSearchParams({ accountManagerId: user.id, status: 'pending' })}`;
  return (
    <InfoCard title={KIND_TITLES[kind]} description={`The ${kind}s whose account manager you are.`}>
      {query.isPending ? <Skeleton h={80} /> : null}
      {query.isError ? (
        <ErrorState title="Could not load them" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <Stack gap="xs">
          <Group gap="sm">
            <Anchor component={Link} to={mine} fw={600}>{`${query.data.total} in all`}</Anchor>
            {query.data.pending > 0 ? (
              <Anchor component={Link} to={pendingLink}>
                <Badge color="orange">{`${query.data.pending} waiting for approval`}</Badge>
              </Anchor>
            ) : null}
          </Group>
          {query.data.latest.length === 0 ? (
            <Text size="sm" c="dimmed">
              {`None yet. An admin makes you a ${kind}'s account manager on its edit form.`}
            </Text>
          ) : (
            query.data.latest.map((partner) => (
              <Anchor key={partner.id} component={Link} to={links.view(partner.id)} size="sm">
                {`#${partner.ref} ${partner.company}`}
              </Anchor>
            ))
          )}
        </Stack>
      ) : null}
    </InfoCard>
  );
}

function PendingAccessCard({ accessPath }: { accessPath: string }) {
  const query = usePendingAccess(true);
  return (
    <InfoCard title="Access requests waiting" description="Publishers asking to run an offer; oldest first.">
      {query.isPending ? <Skeleton h={80} /> : null}
      {query.isError ? (
        <ErrorState title="Could not load them" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <Stack gap="xs">
          <Anchor component={Link} to={`${accessPath}?status=pending`} fw={600}>
            {`${query.data.meta.total} to decide`}
          </Anchor>
          {query.data.data.map((access) => (
            <Text key={access.id} size="sm">
              {`${access.publisher.company} → ${access.offer.name}`}
            </Text>
          ))}
        </Stack>
      ) : null}
    </InfoCard>
  );
}

/** employee/dashboard: the employee's own publishers and advertisers, and what waits for them. */
export default function EmployeeDashboardPage({ screen, links }: DashboardProps) {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const may = (permission: SessionUser['permissions'][number]) => user.permissions.includes(permission);
  const cards = [
    may('publishers.read') ? (
      <MyPartnersCard key="p" kind="publisher" user={user} links={links.publishers} />
    ) : null,
    may('advertisers.read') ? (
      <MyPartnersCard key="a" kind="advertiser" user={user} links={links.advertisers} />
    ) : null,
    may('offers.read') ? <PendingAccessCard key="o" accessPath={links.access} /> : null,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={[]}>
        <Text c="dimmed">{user.employeeRole ? `${user.name}, ${user.employeeRole.name}` : user.name}</Text>
      </PageHeader>
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>{cards}</SimpleGrid>
      ) : (
        <Text c="dimmed">Your role opens no partner screens yet. Ask an admin to add permissions to it.</Text>
      )}
    </Stack>
  );
}
