import { shiftDay } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSettings, invoices, tenantPartnerSettings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { conversionAtIssue, conversionSummary } from './convert-invoice';
import { takeNumber } from './invoice-numbers';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';
import { assertPayoutMinimum } from './payout-minimum';
import { currentLogoFileId, freezeDocument } from './pdf/frozen-document';
import { retotalDraft } from './resync-drafts';
import { assertSelfBillingAccepted } from './self-billing';

/**
 * Issues a draft (docs/money.md "Issuing"): in one transaction it takes the network's next number,
 * dates it today with its due day, freezes what its PDF prints about the parties and the logo, and from then
 * on generation never touches it (its lines are frozen). Issuing an invoice that is issued already changes nothing: a replay or a second click
 * answers the same invoice with the same number. Answers whether this call issued it.
 */
export async function issueInvoice(db: Database, action: InvoiceAction): Promise<boolean> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, action);
    if (invoice.status === 'void') throw new AppError('CONFLICT', 'A void invoice cannot be issued.');
    if (invoice.status !== 'draft') return false;
    // Taxes as the rates and parties stand now: from here on they are frozen with the lines.
    const total = await retotalDraft(tx, invoice.id, action.now ?? new Date());
    if (Number(total) <= 0) {
      throw new AppError('CONFLICT', 'This draft has nothing to pay: its total is zero or less.');
    }
    if (invoice.kind === 'publisher') {
      await assertPayoutMinimum(tx, { ...invoice, total, tenantId: action.tenantId });
      await assertSelfBillingAccepted(tx, { tenantId: action.tenantId, publisherId: invoice.partnerId });
    }
    const conversion = await conversionAtIssue(tx, { ...invoice, total, tenantId: action.tenantId });
    const number = await takeNumber(tx, action.tenantId, 'invoice');
    const terms = await termsDaysOf(tx, action.tenantId, invoice.kind);
    const document = await freezeDocument(tx, action.tenantId, invoice);
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedOn: invoice.today,
        dueOn: shiftDay(invoice.today, terms),
        issuedAt: action.now ?? new Date(),
        issuedBy: action.actorId,
        document,
        logoFileId: await currentLogoFileId(tx, action.tenantId),
        ...conversion,
        updatedAt: action.now ?? new Date(),
      })
      .where(eq(invoices.id, invoice.id));
    await recordHistory(tx, action, {
      action: 'issued',
      summary: `Issued as ${number}, due in ${terms} days${conversion ? `; ${conversionSummary(conversion)}` : ''}`,
    });
    return true;
  });
}

/** Days a network gives before an invoice is due when nothing is saved (the settings page's default). */
const DEFAULT_TERMS_DAYS = 30;

/** Payment terms: the partner kind's default (setting/publisher, setting/advertiser), else the invoice settings'. */
async function termsDaysOf(
  tx: Database,
  tenantId: string,
  kind: 'publisher' | 'advertiser',
): Promise<number> {
  const [kindDefault] = await tx
    .select({ days: tenantPartnerSettings.paymentTermsDays })
    .from(tenantPartnerSettings)
    .where(and(eq(tenantPartnerSettings.tenantId, tenantId), eq(tenantPartnerSettings.kind, kind)));
  if (kindDefault) return kindDefault.days;
  const [settings] = await tx
    .select({ days: invoiceSettings.paymentTermsDays })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  return settings?.days ?? DEFAULT_TERMS_DAYS;
}
