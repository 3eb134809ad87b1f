import type { CreatePaymentBatch } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  invoicePayments,
  invoices,
  partnerPaymentChanges,
  paymentBatches,
  paymentBatchItems,
  paymentMethods,
} from '../../src/db/schema/index';
import { seedPartnerChoice, seedPaymentMethod } from '../helpers/money-settings';
import { BILLING, invoiceWorld } from '../invoices/invoice-world';

/*
 * The invoice world with two ways to pay: PayPal (alice's choice) and a SEPA-able wire (bob's,
 * with an IBAN), the network's own IBAN saved, and shortcuts to batches through the routes.
 */

type Currency = CreatePaymentBatch['currency'];

export const ALICE_PAYPAL = { email: 'alice@example.test' };
export const BOB_WIRE = {
  accountHolder: 'Bob Media GmbH',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFF',
  bankName: 'Commerzbank',
};
export const NETWORK_IBAN = 'IE29AIBK93115212345678';

export async function paymentWorld(app: FastifyInstance, db: Database) {
  const w = await invoiceWorld(app, db);
  const paypal = await seedPaymentMethod(db, w.tenant, { kind: 'paypal', name: 'PayPal' });
  const wire = await seedPaymentMethod(db, w.tenant, { kind: 'wire', name: 'Bank transfer' });
  // The world's conversions pay a few dollars: no minimum, so every invoice can be issued.
  await db
    .update(paymentMethods)
    .set({ minimumPayout: '0.01' })
    .where(eq(paymentMethods.tenantId, w.tenant.id));
  await seedPartnerChoice(db, w.tenant, w.alice.id, paypal.id, ALICE_PAYPAL);
  await seedPartnerChoice(db, w.tenant, w.bob.id, wire.id, BOB_WIRE);
  await w.saveCompany({
    bankAccount: NETWORK_IBAN,
    bankBic: 'AIBKIE2D',
    bankAccountHolder: 'Demo Network Ltd',
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = w.headers) =>
    app.inject({ method, url: `${BILLING}${url}`, headers, payload });
  const today = new Date().toISOString().slice(0, 10); // the factory's networks keep UTC
  /** A batch body for the method and currency, cut off today. */
  const bodyOf = (methodId: string, currency: Currency = 'USD', excludeInvoiceIds: string[] = []) => ({
    paymentMethodId: methodId,
    currency,
    issuedUntil: today,
    excludeInvoiceIds,
  });
  /** Makes a batch through the route and answers it (fails the test on anything but 201). */
  const batchOf = async (methodId: string, currency: Currency = 'USD', exclude: string[] = []) => {
    const response = await call('POST', '/payment-batches', bodyOf(methodId, currency, exclude));
    if (response.statusCode !== 201)
      throw new Error(`making a batch answered ${response.statusCode}: ${response.body}`);
    return response.json().data;
  };
  /** A change of the publisher's payment details `daysAgo` days ago, as the partner's save records it. */
  const changedDetails = (partnerId: string, daysAgo: number) =>
    db.insert(partnerPaymentChanges).values({
      tenantId: w.tenant.id,
      partnerId,
      methodName: 'PayPal',
      previousMethodName: 'PayPal',
      changedFields: ['email'],
      fieldChanges: [
        {
          key: 'email',
          label: 'PayPal e-mail',
          before: 'old@example.test',
          after: 'new@example.test',
          secret: false,
        },
      ],
      at: new Date(Date.now() - daysAgo * 86_400_000),
    });
  /** Everything batches and payments write, for "nothing was written" checks. */
  const paymentState = async () => [
    await db
      .select()
      .from(paymentBatches)
      .where(eq(paymentBatches.tenantId, w.tenant.id))
      .orderBy(paymentBatches.id),
    await db
      .select()
      .from(paymentBatchItems)
      .where(eq(paymentBatchItems.tenantId, w.tenant.id))
      .orderBy(paymentBatchItems.id),
    await db.select().from(invoicePayments).where(eq(invoicePayments.tenantId, w.tenant.id)),
    await db
      .select({ id: invoices.id, status: invoices.status, paid: invoices.paid })
      .from(invoices)
      .where(eq(invoices.tenantId, w.tenant.id))
      .orderBy(invoices.id),
  ];
  return { ...w, paypal, wire, call, today, bodyOf, batchOf, changedDetails, paymentState };
}
