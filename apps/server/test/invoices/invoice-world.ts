import type { InvoiceKind } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  invoiceHistory,
  invoicePayments,
  invoiceRunSchedules,
  invoices,
  tenantCompany,
} from '../../src/db/schema/index';
import { generateDrafts, issueInvoice } from '../../src/modules/invoices/index';
import { ALL_PARTNERS } from '../../src/modules/partner-scope/index';
import { signedIn } from '../helpers/partners';
import { ledgerWorld, type SeedConversion } from './ledger-world';

/*
 * The ledger's world (ledger-world.ts) with its admin signed in, and shortcuts to the invoices in
 * each state the billing actions start from: a draft made by a real run, an issued one.
 */

export const BILLING = '/api/v1/billing';
/** A run ending tomorrow bills every conversion the world approved (an hour ago, no hold). */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export async function invoiceWorld(app: FastifyInstance, db: Database) {
  const ledger = await ledgerWorld(db);
  const { tenant } = ledger;
  const { user: admin, headers } = await signedIn(app, db, tenant);

  /** A run of one side of the ledger ending tomorrow: it bills everything the world approved. */
  const runOf = (kind: InvoiceKind) =>
    generateDrafts(db, { kind, tenantId: tenant.id, periodEnd: tomorrow(), now: new Date() });
  /** Bills the conversions onto a fresh draft of the publisher's and answers the draft's id. */
  const draftFor = async (
    publisherId: string,
    seeds: Omit<SeedConversion, 'publisherId'>[] = [{ offer: ledger.usd }],
  ) => {
    for (const seed of seeds) await ledger.convert({ ...seed, publisherId });
    const drafts = await runOf('publisher');
    const draft = drafts.find((one) => one.partnerId === publisherId);
    if (!draft) throw new Error('the run made no draft for the publisher');
    return draft.invoiceId;
  };
  const actionOn = (invoiceId: string) => ({
    tenantId: tenant.id,
    invoiceId,
    actorId: admin.id,
    scope: ALL_PARTNERS,
  });
  const issuedFor = async (publisherId: string, seeds?: Omit<SeedConversion, 'publisherId'>[]) => {
    const invoiceId = await draftFor(publisherId, seeds);
    await issueInvoice(db, actionOn(invoiceId));
    return invoiceId;
  };
  const invoiceRow = async (invoiceId: string) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!row) throw new Error('no such invoice');
    return row;
  };
  /** The network's company details (setting/company), as its invoices print them. */
  const saveCompany = (details: Partial<typeof tenantCompany.$inferInsert> = {}) =>
    db.insert(tenantCompany).values({
      tenantId: tenant.id,
      legalName: 'Demo Network Ltd',
      addressLine1: '1 Main Street',
      city: 'Dublin',
      country: 'IE',
      taxNumber: 'IE1234567T',
      ...details,
    });
  /** Everything the billing actions write for the tenant, for "nothing was written" checks. */
  const billingState = async () => [
    await db.select().from(invoices).where(eq(invoices.tenantId, tenant.id)).orderBy(invoices.id),
    await db.select().from(invoicePayments).where(eq(invoicePayments.tenantId, tenant.id)),
    await db.select().from(invoiceHistory).where(eq(invoiceHistory.tenantId, tenant.id)),
    (await ledger.conversionsOf()).map((row) => [row.id, row.publisherInvoiceId]).sort(),
    await db.select().from(invoiceRunSchedules).where(eq(invoiceRunSchedules.tenantId, tenant.id)),
  ];
  return {
    ...ledger,
    admin,
    headers,
    runOf,
    draftFor,
    issuedFor,
    actionOn,
    invoiceRow,
    saveCompany,
    billingState,
  };
}
