import type { OfferAccess } from '@affnet/contracts';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { AccessStatusBadge } from '../../../components/offers/access-status-badge';
import { offerLabel } from '../../../components/pickers/offer-picker';
import { formatDateTime } from '../../../lib/format';
import { AccessActions } from './access-actions';
import { AccessAnswers } from './access-answers';
import type { AccessSort } from './access-list-query';

/** Where names link to; without links (a panel composed elsewhere) they are plain text. */
export type AccessLinks = { offer: (id: string) => string; publisher: (id: string) => string };

function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * A name of at most two lines: a long offer or company name is cut with an ellipsis (the whole
 * name in its tooltip) rather than widening the table past the screen.
 */
function NameLink({ to, children }: { to: string | null; children: string }) {
  const look = { size: 'sm', fw: 600, lineClamp: 2, title: children } as const;
  if (!to) return <Text {...look}>{children}</Text>;
  return (
    <Anchor component={Link} to={to} {...look}>
      {children}
    </Anchor>
  );
}

/** "Acme Media on #1024 Summer Sale": what a row's dialogs call it. */
export function accessSubject(row: OfferAccess): string {
  return `${row.publisher.company} on ${offerLabel(row.offer)}`;
}

/** `withActions`: the decision buttons, for whom may decide. */
const actionsColumn: Column<OfferAccess, AccessSort> = {
  key: 'actions',
  header: 'Actions',
  pinned: true,
  render: (row) => (
    <AccessActions ids={[row.id]} statuses={[row.status]} subject={accessSubject(row)} inapplicable="hide" />
  ),
};

type ColumnOptions = { links?: AccessLinks; withOffer: boolean; withActions: boolean };

/**
 * The columns of an access list; the offer column is left out when the list is one offer's, the
 * actions when the viewer may not decide.
 */
export function accessColumns({
  links,
  withOffer,
  withActions,
}: ColumnOptions): Column<OfferAccess, AccessSort>[] {
  const offer: Column<OfferAccess, AccessSort> = {
    key: 'offer',
    header: 'Offer',
    sort: 'offer',
    render: (row) => (
      <Box miw={120} maw={220}>
        <NameLink to={links?.offer(row.offer.id) ?? null}>{offerLabel(row.offer)}</NameLink>
      </Box>
    ),
  };
  return [
    ...(withOffer ? [offer] : []),
    {
      key: 'publisher',
      header: 'Publisher',
      sort: 'publisher',
      render: (row) => (
        <Stack gap={0} miw={120} maw={200}>
          <NameLink to={links?.publisher(row.publisher.id) ?? null}>{row.publisher.company}</NameLink>
          <Text size="sm" c="dimmed" truncate="end" title={row.publisher.email}>
            {row.publisher.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'answers',
      header: 'Answers',
      render: (row) => <AccessAnswers answers={row.answers} termsAcceptedAt={row.termsAcceptedAt} />,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      // The reason sits under its status: a column of its own would mostly hold dashes.
      render: (row) => (
        <Stack gap={4} miw={110} maw={200}>
          {/* A narrow table would otherwise clip the badge's word ("Appro…"). */}
          <AccessStatusBadge status={row.status} />
          {row.reason ? (
            <Text size="xs" c="dimmed" lineClamp={3} title={row.reason}>
              {row.reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'requestedAt',
      header: 'Requested',
      sort: 'requestedAt',
      render: (row) => <Dimmed>{row.requestedAt ? formatDateTime(row.requestedAt) : 'Set by staff'}</Dimmed>,
    },
    {
      key: 'updatedAt',
      header: 'Decided',
      sort: 'updatedAt',
      render: (row) =>
        row.decidedAt ? (
          <Stack gap={0}>
            <Dimmed>{formatDateTime(row.decidedAt)}</Dimmed>
            {row.decidedBy ? <Dimmed>by {row.decidedBy.name}</Dimmed> : null}
          </Stack>
        ) : (
          <Dimmed>—</Dimmed>
        ),
    },
    ...(withActions ? [actionsColumn] : []),
  ];
}
