import type { InvoiceSummary } from '@affnet/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { formatAmount } from '../../../lib/money';
import type { InvoiceSort } from './invoice-list-query';
import { InvoiceStatusBadges } from './invoice-status-badges';
import { numberOf, periodOf } from './invoice-text';

type InvoiceColumn = Column<InvoiceSummary, InvoiceSort>;

type InvoiceColumnOptions = {
  /** Where an invoice's number leads: the open invoice on the billing screen, or its own page. */
  openPath: (invoice: InvoiceSummary) => string;
  /** Staff only: the partners' column, its header ("Publisher") and where a partner's name leads. */
  partner?: { label: string; path: (id: string) => string };
};

/** A day, or a dash while it has none (a draft is neither issued nor due). */
function DayCell({ day }: { day: string | null }) {
  if (!day) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return <Text size="sm">{day}</Text>;
}

function numberColumn(openPath: InvoiceColumnOptions['openPath']): InvoiceColumn {
  return {
    key: 'number',
    header: 'Number',
    sort: 'number',
    render: (row) => (
      <Anchor
        component={Link}
        to={openPath(row)}
        fw={600}
        size="sm"
        // Drafts all read "Draft": the partner tells them apart for assistive technology.
        aria-label={row.number ? undefined : `Draft for ${row.partner.name}`}
      >
        {numberOf(row)}
      </Anchor>
    ),
  };
}

function partnerColumn({ label, path }: NonNullable<InvoiceColumnOptions['partner']>): InvoiceColumn {
  return {
    key: 'partner',
    header: label,
    render: (row) => (
      <Anchor component={Link} to={path(row.partner.id)} size="sm">
        {row.partner.name}
      </Anchor>
    ),
  };
}

const money = (amount: (row: InvoiceSummary) => string) => (row: InvoiceSummary) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatAmount(amount(row), row.currency)}
  </Text>
);

/** The columns of an invoice list: number (opens it), partner for staff, period, status, days, amounts. */
export function invoiceColumns({ openPath, partner }: InvoiceColumnOptions): InvoiceColumn[] {
  return [
    numberColumn(openPath),
    ...(partner ? [partnerColumn(partner)] : []),
    {
      key: 'period',
      header: 'Period',
      sort: 'periodFrom',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {periodOf(row)}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <InvoiceStatusBadges invoice={row} /> },
    { key: 'issuedOn', header: 'Issued', sort: 'issuedOn', render: (row) => <DayCell day={row.issuedOn} /> },
    { key: 'dueOn', header: 'Due', sort: 'dueOn', render: (row) => <DayCell day={row.dueOn} /> },
    { key: 'total', header: 'Total', sort: 'total', render: money((row) => row.total) },
    { key: 'outstanding', header: 'Outstanding', render: money((row) => row.outstanding) },
  ];
}
