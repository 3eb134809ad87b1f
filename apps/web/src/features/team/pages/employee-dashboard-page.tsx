import type { OfferAccess, PartnerKind, SessionUser } from '@affnet/contracts';
import { Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/query-states';
import { holdsPermission } from '../../../lib/permissions';
import type { EntityLinks, ScreenMeta } from '../../../lib/screen';
import { useAuthStore } from '../../../stores/auth-store';
import { useMyPartners, usePendingAccess } from '../api/my-work';

/** Where the dashboard's links go: the employee's own partner and access screens. */
export type EmployeeDashboardLinks = { publishers: EntityLinks; advertisers: EntityLinks; access: string };

type DashboardProps = {
  screen: ScreenMeta;
  links: EmployeeDashboardLinks;
  /** The figures of their data scope (the dashboard feature's card), told whose they are. */
  figures: (description: string) => ReactNode;
};

/** Whose partners the employee sees: the ones they manage, or every partner (docs/team.md). */
type Reach = { managerId: string | null; isEveryPartner: boolean };

function reachOf(user: SessionUser): Reach {
  const isEveryPartner = user.employeeRole?.dataScope === 'all';
  return { managerId: isEveryPartner ? null : user.id, isEveryPartner };
}

const PLURAL: Record<PartnerKind, string> = { publisher: 'publishers', advertiser: 'advertisers' };

/** The card's title and description, and what it says when there are none. */
function partnerWords(kind: PartnerKind, reach: Reach) {
  const plural = PLURAL[kind];
  if (reach.isEveryPartner) {
    const title = kind === 'publisher' ? 'Publishers' : 'Advertisers';
    return { title, description: `Every ${kind} of the network, newest first.`, none: `No ${plural} yet.` };
  }
  return {
    title: `Your ${plural}`,
    description: `The ${plural} whose account manager you are, newest first.`,
    none: `None yet. An admin makes you a ${kind}'s account manager on its edit form.`,
  };
}

function PartnersCard({ kind, reach, links }: { kind: PartnerKind; reach: Reach; links: EntityLinks }) {
  const query = useMyPartners(kind, reach.managerId, true);
  const words = partnerWords(kind, reach);
  const mine: Record<string, string> = reach.managerId ? { accountManagerId: reach.managerId } : {};
  const listLink = (filters: Record<string, string>) =>
    `${links.list}${Object.keys(filters).length > 0 ? `?${new URLSearchParams(filters)}` : ''}`;
  return (
    <InfoCard title={words.title} description={words.description}>
      {query.isPending ? <Skeleton h={80} /> : null}
      {query.isError ? (
        <ErrorState title="Could not load them" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <Stack gap="xs">
          <Group gap="sm">
            <Anchor component={Link} to={listLink(mine)} fw={600}>{`${query.data.total} in all`}</Anchor>
            {query.data.pending > 0 ? (
              <Anchor component={Link} to={listLink({ ...mine, status: 'pending' })}>
                <Badge color="orange">{`${query.data.pending} waiting for approval`}</Badge>
              </Anchor>
            ) : null}
          </Group>
          {query.data.latest.length === 0 ? (
            <Text size="sm" c="dimmed">
              {words.none}
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

/** The access list filtered to one request: its publisher on its offer, still pending. */
function requestLink(accessPath: string, access: OfferAccess): string {
  const filters = { status: 'pending', offerId: access.offer.id, publisherId: access.publisher.id };
  return `${accessPath}?${new URLSearchParams(filters)}`;
}

function PendingAccessCard({ accessPath, mayDecide }: { accessPath: string; mayDecide: boolean }) {
  const query = usePendingAccess(true);
  return (
    <InfoCard
      title="Access requests waiting"
      description={
        mayDecide
          ? 'Publishers asking to run an offer; oldest first.'
          : 'Publishers asking to run an offer, oldest first; your role may see them, an admin decides.'
      }
    >
      {query.isPending ? <Skeleton h={80} /> : null}
      {query.isError ? (
        <ErrorState title="Could not load them" error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <Stack gap="xs">
          <Anchor component={Link} to={`${accessPath}?status=pending`} fw={600}>
            {`${query.data.meta.total} ${mayDecide ? 'to decide' : 'waiting'}`}
          </Anchor>
          {query.data.data.map((access) => (
            <Anchor key={access.id} component={Link} to={requestLink(accessPath, access)} size="sm">
              {`${access.publisher.company} → ${access.offer.name}`}
            </Anchor>
          ))}
        </Stack>
      ) : null}
    </InfoCard>
  );
}

/**
 * employee/dashboard: the figures of their data scope, the publishers and advertisers they see
 * (those they manage, or every partner for an all-partners role), and what waits for them.
 */
export default function EmployeeDashboardPage({ screen, links, figures }: DashboardProps) {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const may = (permission: SessionUser['permissions'][number]) => holdsPermission(user, permission);
  const reach = reachOf(user);
  const cards = [
    may('publishers.read') ? (
      <PartnersCard key="p" kind="publisher" reach={reach} links={links.publishers} />
    ) : null,
    may('advertisers.read') ? (
      <PartnersCard key="a" kind="advertiser" reach={reach} links={links.advertisers} />
    ) : null,
    may('offers.read') ? (
      <PendingAccessCard key="o" accessPath={links.access} mayDecide={may('offers.write')} />
    ) : null,
  ].filter(Boolean);
  const scope = reach.isEveryPartner
    ? 'Clicks, conversions and revenue of every partner of the network.'
    : 'Clicks, conversions and revenue of the publishers and advertisers you manage.';
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={[]}>
        <Text c="dimmed">{user.employeeRole ? `${user.name}, ${user.employeeRole.name}` : user.name}</Text>
        <Text size="sm" c="dimmed">
          {reach.isEveryPartner
            ? 'Your role sees every partner of the network.'
            : 'Your role sees the partners you manage.'}
        </Text>
      </PageHeader>
      {may('reports.read') ? figures(`${scope} Click any figure for the report behind it.`) : null}
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>{cards}</SimpleGrid>
      ) : (
        <Text c="dimmed">Your role opens no partner screens yet. Ask an admin to add permissions to it.</Text>
      )}
    </Stack>
  );
}
