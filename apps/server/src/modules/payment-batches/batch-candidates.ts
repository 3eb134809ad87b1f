import type { PaymentCandidate, PaymentCandidatesQuery, PaymentHoldReason } from '@affnet/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { fieldError } from '../../lib/app-error';
import type { PartnerScope } from '../partner-scope/index';
import { readPaymentSettings } from './batch-settings';

/*
 * What a batch can pay (docs/money.md "Payments"): issued publisher invoices of the currency,
 * issued on or before the cut-off, with something outstanding, inside the caller's scope. Each is
 * eligible, or held for a reason finance sees: no details, another method, details changed within
 * the hold days (with what changed), or already in a live batch item.
 */

export type BatchMethod = { id: string; name: string; kind: PaymentCandidateMethodKind; currency: string };
type PaymentCandidateMethodKind = (typeof paymentMethods.$inferSelect)['kind'];

/** An enabled method of the network, or a field error on `paymentMethodId`. */
export async function batchMethodOf(db: Database, tenantId: string, methodId: string): Promise<BatchMethod> {
  const [method] = await db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
      currency: paymentMethods.currency,
    })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        eq(paymentMethods.id, methodId),
        eq(paymentMethods.enabled, true),
      ),
    );
  if (!method) throw fieldError('paymentMethodId', 'Choose an enabled payment method');
  return method;
}

type CandidateRow = {
  invoice_id: string;
  number: string;
  partner_id: string;
  partner_name: string;
  issued_on: string;
  due_on: string;
  outstanding: string;
  currency: string;
  method_id: string | null;
  details: Record<string, string> | null;
  changed_at: Date | string | null;
  changed_fields: string[] | null;
  in_batch: boolean;
};

export type Candidate = PaymentCandidate & { details: Record<string, string> | null };

/** The candidates of a batch in the making, eligible ones first, each in partner then issue order. */
export async function listCandidates(
  db: Database,
  target: {
    tenantId: string;
    scope: PartnerScope;
    method: BatchMethod;
    query: PaymentCandidatesQuery;
    now: Date;
  },
): Promise<Candidate[]> {
  const { tenantId, query } = target;
  const settings = await readPaymentSettings(db, tenantId);
  const holdFrom = new Date(target.now.getTime() - settings.detailsHoldDays * 86_400_000);
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`
      select i.id as invoice_id, i.number, i.partner_id, p.company as partner_name,
        i.issued_on::text as issued_on, i.due_on::text as due_on, (i.total - i.paid)::text as outstanding,
        i.currency, d.payment_method_id as method_id, d.details,
        change.at as changed_at, change.fields as changed_fields,
        exists (select 1 from payment_batch_items item
                where item.invoice_id = i.id and item.status <> 'failed') as in_batch
      from invoices i
      join partners p on p.id = i.partner_id
      left join partner_payment_details d on d.partner_id = i.partner_id
      left join lateral (
        select c.at, array(
            select coalesce(f ->> 'label', f ->> 'key') from jsonb_array_elements(c.field_changes) f
          ) || case when c.previous_method_name is distinct from c.method_name
                    then array['Payment method'] else array[]::text[] end as fields
        from partner_payment_changes c where c.partner_id = i.partner_id
        order by c.at desc limit 1
      ) change on true
      where i.tenant_id = ${tenantId} and i.partner_kind = 'publisher'
        and i.status in ('issued', 'partly_paid') and i.total > i.paid
        and i.currency = ${query.currency} and i.issued_on <= ${query.issuedUntil}
        ${scopeCondition(target.scope)}
      order by p.company, i.partner_id, i.issued_on, i.number`),
  );
  const candidates = rows.map((row) => candidateOf(row, target.method.id, holdFrom));
  return [...candidates.filter((item) => !item.hold), ...candidates.filter((item) => item.hold)];
}

/** The caller's data scope on the joined partner `p` (partner-scope's rule: their account manager). */
function scopeCondition(scope: PartnerScope): SQL {
  return scope.kind === 'all' ? sql`` : sql`and p.account_manager_id = ${scope.managerId}`;
}

function holdOf(row: CandidateRow, methodId: string, holdFrom: Date): PaymentHoldReason | null {
  if (row.in_batch) return 'in_batch';
  if (!row.method_id || !row.details) return 'no_details';
  if (row.method_id !== methodId) return 'other_method';
  if (row.changed_at && new Date(row.changed_at) > holdFrom) return 'details_changed';
  return null;
}

function candidateOf(row: CandidateRow, methodId: string, holdFrom: Date): Candidate {
  const hold = holdOf(row, methodId, holdFrom);
  return {
    invoiceId: row.invoice_id,
    number: row.number,
    partner: { id: row.partner_id, name: row.partner_name },
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    outstanding: row.outstanding,
    currency: row.currency,
    hold,
    detailsChange:
      hold === 'details_changed' && row.changed_at
        ? { at: new Date(row.changed_at).toISOString(), fields: row.changed_fields ?? [] }
        : null,
    details: row.details,
  };
}
