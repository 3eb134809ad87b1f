import type { InvoiceKind } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conversions } from '../../db/schema/index';

/*
 * The two sides of the ledger (docs/money.md): a conversion's payout is billed to the publisher
 * the network pays, its revenue to the advertiser the network bills. Each side stamps the
 * conversion with its own pair of invoice ids, so the same engine (generation, reversals, void)
 * runs for both without one side ever seeing the other's stamps.
 */
type IdColumn = AnyPgColumn<{ data: string }>;

export type LedgerSide = {
  kind: InvoiceKind;
  /** The partner the conversion is billed to on this side. */
  partner: IdColumn;
  /** The invoice it was billed on, and the one that took it back. */
  invoice: IdColumn;
  reversal: IdColumn;
  /** What this side bills: the payout owed to the publisher, the revenue owed by the advertiser. */
  amount: AnyPgColumn;
  /**
   * The hold (approval + hold days before it is payable) protects the network from paying for
   * what the advertiser may still take back; the advertiser is billed on approval.
   */
  held: boolean;
};

export const PUBLISHER_SIDE: LedgerSide = {
  kind: 'publisher',
  partner: conversions.publisherId,
  invoice: conversions.publisherInvoiceId,
  reversal: conversions.publisherReversalInvoiceId,
  amount: conversions.payout,
  held: true,
};

export const ADVERTISER_SIDE: LedgerSide = {
  kind: 'advertiser',
  partner: conversions.advertiserId,
  invoice: conversions.advertiserInvoiceId,
  reversal: conversions.advertiserReversalInvoiceId,
  amount: conversions.revenue,
  held: false,
};

export const sideOf = (kind: InvoiceKind): LedgerSide =>
  kind === 'publisher' ? PUBLISHER_SIDE : ADVERTISER_SIDE;

/** A column's bare name, for the SET list of a raw UPDATE (which takes no table prefix). */
export const columnName = (column: IdColumn): SQL => sql`${sql.identifier(column.name)}`;
