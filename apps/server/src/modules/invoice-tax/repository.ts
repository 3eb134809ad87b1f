import { formatInvoiceNumber, type InvoiceSettings, type TaxRate } from '@affnet/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSettings, invoices, taxRates } from '../../db/schema/index';

export type TaxRateValues = Pick<
  typeof taxRates.$inferInsert,
  'name' | 'percent' | 'kind' | 'appliesTo' | 'countries'
>;
type InvoiceSettingsValues = Omit<typeof invoiceSettings.$inferInsert, 'tenantId' | 'updatedAt'>;

function toTaxRate(row: typeof taxRates.$inferSelect): TaxRate {
  return {
    id: row.id,
    name: row.name,
    percent: row.percent,
    kind: row.kind,
    appliesTo: row.appliesTo,
    countries: row.countries,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTaxRates(db: Database, tenantId: string): Promise<TaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(eq(taxRates.tenantId, tenantId))
    .orderBy(asc(taxRates.createdAt), asc(taxRates.id));
  return rows.map(toTaxRate);
}

export async function findTaxRate(db: Database, tenantId: string, id: string): Promise<TaxRate | undefined> {
  const [row] = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)));
  return row ? toTaxRate(row) : undefined;
}

export async function insertTaxRate(db: Database, tenantId: string, values: TaxRateValues): Promise<string> {
  const [row] = await db
    .insert(taxRates)
    .values({ tenantId, ...values })
    .returning({ id: taxRates.id });
  if (!row) throw new Error('Tax rate insert returned no row');
  return row.id;
}

export async function updateTaxRate(db: Database, tenantId: string, id: string, values: TaxRateValues) {
  await db
    .update(taxRates)
    .set(values)
    .where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)));
}

export async function deleteTaxRateRow(db: Database, tenantId: string, id: string) {
  await db.delete(taxRates).where(and(eq(taxRates.tenantId, tenantId), eq(taxRates.id, id)));
}

/** What a network uses before its admin saves the page (the column defaults). */
const DEFAULTS = {
  numberPrefix: 'INV-',
  nextNumber: 1,
  numberPadding: 5,
  paymentTermsDays: 30,
  footer: null,
  notes: null,
  selfBillingRequired: false,
  convertToPartnerCurrency: false,
};

/** The network's invoice settings: saved ones, or the defaults. */
export async function loadInvoiceSettings(db: Database, tenantId: string): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  const values = row ?? DEFAULTS;
  return {
    numberPrefix: values.numberPrefix,
    nextNumber: values.nextNumber,
    numberPadding: values.numberPadding,
    paymentTermsDays: values.paymentTermsDays,
    footer: values.footer,
    notes: values.notes,
    selfBillingRequired: values.selfBillingRequired,
    convertToPartnerCurrency: values.convertToPartnerCurrency,
    nextInvoiceNumber: formatInvoiceNumber(values.numberPrefix, values.nextNumber, values.numberPadding),
  };
}

export async function saveInvoiceSettingsRow(db: Database, tenantId: string, values: InvoiceSettingsValues) {
  await db
    .insert(invoiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

/**
 * Locks the network's numbering for the rest of the transaction (issuing takes numbers under the
 * same row lock), and answers the highest number issued with this prefix (0 when none).
 */
export async function lockNumbering(db: Database, tenantId: string, prefix: string): Promise<number> {
  await db
    .select({ tenantId: invoiceSettings.tenantId })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId))
    .for('update');
  // `::int`: an untyped parameter would pick substring's regular-expression form.
  const suffix = sql`substring(${invoices.number} from ${prefix.length + 1}::int)`;
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${suffix}::bigint), 0)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        sql`left(${invoices.number}, ${prefix.length}) = ${prefix}`,
        sql`${suffix} ~ '^[0-9]{1,9}$'`,
      ),
    );
  return row?.highest ?? 0;
}
