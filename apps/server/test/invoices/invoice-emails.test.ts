import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemEmailTemplates, users } from '../../src/db/schema/index';
import { type CapturedMail, readableMail, startSmtpCapture } from '../helpers/smtp-capture';
import { useTestApp } from '../helpers/test-app';
import { paymentWorld } from '../payment-batches/payment-world';

/*
 * The e-mails a partner gets about its invoices (docs/money.md "E-mails"), through the real SMTP
 * exchange: one when an invoice is issued, one for each payment, by hand or by a batch. A replay
 * or a refused action sends nothing; mailsSettled() makes "nothing more was sent" a fact.
 */

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

type World = Awaited<ReturnType<typeof paymentWorld>>;

async function accountOf(partner: { userId: string }) {
  const [user] = await ctx.current.handle.db.select().from(users).where(eq(users.id, partner.userId));
  if (!user) throw new Error('the partner has no account');
  return user;
}

/** Every e-mail the account received, in the order they arrived, once nothing is left in flight. */
async function mailsTo(email: string): Promise<string[]> {
  await ctx.current.mailsSettled();
  return smtp.messages.filter((mail: CapturedMail) => mail.to.includes(email)).map(readableMail);
}

const numberOf = async (w: World, invoiceId: string) => (await w.invoiceRow(invoiceId)).number;

describe('invoice e-mails', () => {
  test('issuing e-mails the publisher once, with the number, total, due day and the invoice’s page', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const alice = await accountOf(w.alice);
    const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '1234.50' }]);

    const issued = await w.call('POST', `/invoices/${draft}/issue`);
    expect(issued.statusCode).toBe(200);
    const replay = await w.call('POST', `/invoices/${draft}/issue`);
    expect(replay.json().data.number).toBe(issued.json().data.number);

    const [mail, ...more] = await mailsTo(alice.email);
    expect(more).toEqual([]);
    const { number, dueOn } = issued.json().data;
    expect(mail).toContain(`Subject: Invoice ${number} from ${w.tenant.name}`);
    expect(mail).toContain(`Hello ${alice.name},`);
    expect(mail).toContain(`has issued invoice ${number} for $1,234.50, due on ${dueOn}.`);
    expect(mail).toContain(`/publisher/invoice/view/${draft}`);
    expect(await mailsTo((await accountOf(w.bob)).email)).toEqual([]);
  });

  test('a draft that cannot be issued sends nothing', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const draft = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '10.00' }]);
    const chargeback = { reason: 'chargeback', amount: '-10.00', memo: 'Refunded sale' };
    expect((await w.call('POST', `/invoices/${draft}/adjustments`, chargeback)).statusCode).toBe(200);

    expect((await w.call('POST', `/invoices/${draft}/issue`)).statusCode).toBe(409); // nothing to pay
    expect(await mailsTo((await accountOf(w.alice)).email)).toEqual([]);
  });

  test('each payment by hand e-mails the amount, day, reference and what is left, as it stood then', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const alice = await accountOf(w.alice);
    const invoiceId = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '100.00' }]);
    const number = await numberOf(w, invoiceId);

    const pay = (amount: string, reference?: string) =>
      w.call('POST', `/invoices/${invoiceId}/payments`, { amount, paidOn: w.today, reference });
    expect((await pay('40.00', 'WIRE-7')).statusCode).toBe(200);
    expect((await pay('60.00')).statusCode).toBe(200);
    expect((await pay('0.01')).statusCode).toBe(409); // paid in full: refused, and no e-mail

    const mails = await mailsTo(alice.email);
    expect(mails).toHaveLength(2);
    // Each is sent in the background: they may arrive in either order.
    const first = mails.find((mail) => mail.includes('WIRE-7'));
    const second = mails.find((mail) => !mail.includes('WIRE-7'));
    expect(first).toContain(`Subject: Payment on invoice ${number}`);
    expect(first).toContain(
      `A payment of $40.00 on invoice ${number} was recorded on ${w.today} (reference: WIRE-7).`,
    );
    expect(first).toContain('Outstanding on the invoice now: $60.00.');
    expect(second).toContain('(reference: none)');
    expect(second).toContain('Outstanding on the invoice now: $0.00.');
  });

  test('a batch marking items paid e-mails each publisher paid; a failed item e-mails no one', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const alice = await accountOf(w.alice);
    const paid = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '15.00' }]);
    const failed = await w.issuedFor(w.alice.id, [{ offer: w.usd, payout: '25.00' }]);
    const batch = await w.batchOf(w.paypal.id);
    await w.call('POST', `/payment-batches/${batch.id}/approve`);
    const itemOf = (invoiceId: string) =>
      batch.items.find((item: { invoiceId: string }) => item.invoiceId === invoiceId).id;
    await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'failed',
      itemIds: [itemOf(failed)],
      reason: 'Receiver is unregistered',
    });
    await w.call('POST', `/payment-batches/${batch.id}/settle`, {
      outcome: 'paid',
      itemIds: [itemOf(paid)],
      paidOn: w.today,
    });

    const [mail, ...more] = await mailsTo(alice.email);
    expect(more).toEqual([]);
    expect(mail).toContain(
      `A payment of $15.00 on invoice ${await numberOf(w, paid)} was recorded on ${w.today} (reference: ${batch.number}).`,
    );
  });

  test('an advertiser’s invoice hidden from it is never e-mailed: not issued, not paid; shown again, its payments are', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    await w.convert({ offer: w.usd, publisherId: w.alice.id, revenue: '12.00' });
    const draft = (await w.runOf('advertiser')).find((one) => one.partnerId === w.advertiser.id);
    if (!draft) throw new Error('no advertiser draft');
    const id = draft.invoiceId;
    expect((await w.call('PUT', `/invoices/${id}/visibility`, { hidden: true })).statusCode).toBe(200);
    expect((await w.call('POST', `/invoices/${id}/issue`)).statusCode).toBe(200);
    const pay = (amount: string) => w.call('POST', `/invoices/${id}/payments`, { amount, paidOn: w.today });
    expect((await pay('5.00')).statusCode).toBe(200);
    expect(await mailsTo(w.advertiserUser.email)).toEqual([]);

    expect((await w.call('PUT', `/invoices/${id}/visibility`, { hidden: false })).statusCode).toBe(200);
    expect((await pay('7.00')).statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(w.advertiserUser.email);
    expect(more).toEqual([]);
    expect(mail).toContain(`A payment of $7.00 on invoice ${await numberOf(w, id)}`);
  });

  test('the network’s own wording is used, and a partner’s name stays text in the HTML part', async () => {
    const { app, handle } = ctx.current;
    const w = await paymentWorld(app, handle.db);
    const alice = await accountOf(w.alice);
    await handle.db.update(users).set({ name: '<b>Alice</b>' }).where(eq(users.id, alice.id));
    await handle.db.insert(systemEmailTemplates).values({
      tenantId: w.tenant.id,
      key: 'invoice-issued',
      subject: 'Your bill {{invoice}}',
      body: 'Dear {{name}}, {{total}} is due on {{due_date}}: {{invoice_link}}',
    });
    const invoiceId = await w.draftFor(w.alice.id, [{ offer: w.usd, payout: '9.00' }]);
    await w.call('POST', `/invoices/${invoiceId}/issue`);

    const [mail] = await mailsTo(alice.email);
    expect(mail).toContain(`Subject: Your bill ${await numberOf(w, invoiceId)}`);
    expect(mail).toContain('Dear <b>Alice</b>, $9.00 is due on');
    expect(mail).toContain('Dear &lt;b&gt;Alice&lt;/b&gt;'); // the HTML part
  });
});
