import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversions, offers, tenantPartnerSettings } from '../../src/db/schema/index';
import { generateDrafts } from '../../src/modules/invoices/index';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app';
import { ledgerWorld } from './ledger-world';

/*
 * Publisher draft generation (docs/money.md "Drafts"): what gets billed, onto which draft, with
 * which lines, and that nothing is billed twice, even by runs in parallel.
 */

const ctx = useTestApp();
let db: Database;

beforeAll(() => {
  db = ctx.current.handle.db;
});

// The tenants the factory makes keep their time zone in UTC: the period ends at 2026-11-01T00:00Z.
const PERIOD_END = '2026-11-01';
const NOW = new Date('2026-11-10T12:00:00Z');
const october = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T12:00:00Z`);

type Line = { offerId: string | null; eventKey: string | null; quantity: number; amount: string };
const byOfferAndEvent = (a: Line, b: Line) =>
  `${a.offerId}:${a.eventKey}`.localeCompare(`${b.offerId}:${b.eventKey}`);

describe('generateDrafts, publisher side', () => {
  test('bills approved conversions of the period once, on one draft per publisher and currency', async () => {
    const w = await ledgerWorld(db);
    const aliceUsd = [
      await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '10.00', approvedAt: october(3) }),
      await w.convert({ offer: w.usd, publisherId: w.alice.id, payout: '2.50', approvedAt: october(30) }),
      await w.convert({
        offer: w.usd,
        publisherId: w.alice.id,
        payout: '7.00',
        eventKey: 'sale',
        approvedAt: october(12),
      }),
      await w.convert({ offer: w.usd2, publisherId: w.alice.id, payout: '5.00', approvedAt: october(20) }),
    ];
    const aliceEur = await w.convert({
      offer: w.eur,
      publisherId: w.alice.id,
      payout: '3.33',
      approvedAt: october(5),
    });
    const bobUsd = await w.convert({
      offer: w.usd,
      publisherId: w.bob.id,
      payout: '4.00',
      approvedAt: october(7),
    });

    const drafts = await generateDrafts(db, {
      kind: 'publisher',
      tenantId: w.tenant.id,
      periodEnd: PERIOD_END,
      now: NOW,
    });

    expect(drafts).toHaveLength(3);
    const stored = await w.draftsOf();
    expect(stored).toHaveLength(3);
    for (const draft of stored) {
      expect(draft).toMatchObject({
        partnerKind: 'publisher',
        status: 'draft',
        number: null,
        periodEnd: PERIOD_END,
      });
    }
    const draftOf = (publisherId: string, currency: string) => {
      const found = stored.find((d) => d.partnerId === publisherId && d.currency === currency);
      if (!found) throw new Error(`no ${currency} draft for ${publisherId}`);
      return found;
    };
    const aliceUsdDraft = draftOf(w.alice.id, 'USD');
    expect(aliceUsdDraft).toMatchObject({ subtotal: '24.50', total: '24.50', periodStart: '2026-10-03' });
    expect(draftOf(w.alice.id, 'EUR')).toMatchObject({ total: '3.33', periodStart: '2026-10-05' });
    expect(draftOf(w.bob.id, 'USD')).toMatchObject({ total: '4.00' });

    const lines = (await w.linesOf(aliceUsdDraft.id)).sort(byOfferAndEvent);
    const expected: Line[] = [
      { offerId: w.usd.id, eventKey: 'conversion', quantity: 2, amount: '12.50' },
      { offerId: w.usd.id, eventKey: 'sale', quantity: 1, amount: '7.00' },
      { offerId: w.usd2.id, eventKey: 'conversion', quantity: 1, amount: '5.00' },
    ];
    expect(lines).toEqual(
      expected
        .sort(byOfferAndEvent)
        .map((line) => expect.objectContaining({ ...line, kind: 'conversions', currency: 'USD' })),
    );

    const stamps = new Map((await w.conversionsOf()).map((c) => [c.id, c.publisherInvoiceId]));
    for (const c of aliceUsd) expect(stamps.get(c.id)).toBe(aliceUsdDraft.id);
    expect(stamps.get(aliceEur.id)).toBe(draftOf(w.alice.id, 'EUR').id);
    expect(stamps.get(bobUsd.id)).toBe(draftOf(w.bob.id, 'USD').id);
    expect(drafts.find((d) => d.invoiceId === aliceUsdDraft.id)).toMatchObject({ billed: 4, total: '24.50' });
  });

  test('leaves out pending, rejected, test, held and later conversions; the offer hold wins over the publisher one', async () => {
    const w = await ledgerWorld(db);
    const { offer: held } = await (async () => {
      await db.update(offers).set({ holdDays: 30 }).where(eq(offers.id, w.usd2.id));
      return { offer: w.usd2 };
    })();
    await w.setPublisherHold(w.bob.id, 20);
    await db.update(offers).set({ holdDays: 0 }).where(eq(offers.id, w.eur.id));
    const left = [
      await w.convert({ offer: w.usd, publisherId: w.alice.id, status: 'pending' }),
      await w.convert({ offer: w.usd, publisherId: w.alice.id, status: 'rejected' }),
      await w.convert({ offer: w.usd, publisherId: w.alice.id, isTest: true, approvedAt: october(2) }),
      // Offer hold: approved Oct 20 + 30 days = Nov 19, after now.
      await w.convert({ offer: held, publisherId: w.alice.id, approvedAt: october(20) }),
      // Publisher hold: approved Oct 25 + 20 days = Nov 14, after now.
      await w.convert({ offer: w.usd, publisherId: w.bob.id, approvedAt: october(25) }),
      // Approved after the period's end.
      await w.convert({
        offer: w.usd,
        publisherId: w.alice.id,
        approvedAt: new Date('2026-11-01T00:00:00Z'),
      }),
    ];
    const billed = [
      await w.convert({
        offer: w.usd,
        publisherId: w.alice.id,
        approvedAt: new Date('2026-10-31T23:59:59Z'),
      }),
      // Offer hold 0 wins over Bob's 20 days.
      await w.convert({ offer: w.eur, publisherId: w.bob.id, approvedAt: october(30) }),
      // Bob's hold passed: Oct 1 + 20 days = Oct 21.
      await w.convert({ offer: w.usd, publisherId: w.bob.id, approvedAt: october(1) }),
    ];

    await generateDrafts(db, { kind: 'publisher', tenantId: w.tenant.id, periodEnd: PERIOD_END, now: NOW });

    const stamps = new Map((await w.conversionsOf()).map((c) => [c.id, c.publisherInvoiceId]));
    for (const c of left) expect(stamps.get(c.id), `${c.status} ${c.approvedAt?.toISOString()}`).toBeNull();
    for (const c of billed) expect(stamps.get(c.id), c.approvedAt?.toISOString()).not.toBeNull();
    expect(
      (await w.draftsOf()).map((d) => `${d.partnerId === w.alice.id ? 'alice' : 'bob'} ${d.currency}`).sort(),
    ).toEqual(['alice USD', 'bob EUR', 'bob USD']);
  });

  test('the network’s hold applies where neither the offer nor the publisher sets one', async () => {
    const w = await ledgerWorld(db);
    await db.insert(tenantPartnerSettings).values({ tenantId: w.tenant.id, kind: 'publisher', holdDays: 15 });
    await w.setPublisherHold(w.bob.id, 0);
    // Approved Oct 30 + the network's 15 days = Nov 14, after now.
    const held = await w.convert({ offer: w.usd, publisherId: w.alice.id, approvedAt: october(30) });
    const billed = [
      // Oct 20 + 15 days = Nov 4: payable.
      await w.convert({ offer: w.usd, publisherId: w.alice.id, approvedAt: october(20) }),
      // Bob's own hold of 0 wins over the network's.
      await w.convert({ offer: w.usd, publisherId: w.bob.id, approvedAt: october(30) }),
    ];

    await generateDrafts(db, { kind: 'publisher', tenantId: w.tenant.id, periodEnd: PERIOD_END, now: NOW });

    const stamps = new Map((await w.conversionsOf()).map((c) => [c.id, c.publisherInvoiceId]));
    expect(stamps.get(held.id)).toBeNull();
    for (const c of billed) expect(stamps.get(c.id), c.approvedAt?.toISOString()).not.toBeNull();
  });

  test('a re-run bills only new conversions, into the same draft; a draft drops what left approved', async () => {
    const w = await ledgerWorld(db);
    const first = await w.convert({
      offer: w.usd,
      publisherId: w.alice.id,
      payout: '10.00',
      approvedAt: october(3),
    });
    const rejectedLater = await w.convert({
      offer: w.usd,
      publisherId: w.alice.id,
      payout: '1.00',
      approvedAt: october(4),
    });
    const [draft] = await generateDrafts(db, {
      kind: 'publisher',
      tenantId: w.tenant.id,
      periodEnd: '2026-10-15',
      now: NOW,
    });
    expect(draft).toMatchObject({ billed: 2, total: '11.00' });

    const second = await w.convert({
      offer: w.usd,
      publisherId: w.alice.id,
      payout: '2.25',
      approvedAt: october(20),
    });
    await db
      .update(conversions)
      .set({ status: 'rejected', approvedAt: null })
      .where(eq(conversions.id, rejectedLater.id));
    const [again] = await generateDrafts(db, {
      kind: 'publisher',
      tenantId: w.tenant.id,
      periodEnd: PERIOD_END,
      now: NOW,
    });
    expect(again).toMatchObject({ invoiceId: draft?.invoiceId, billed: 1, total: '12.25' });

    const stored = await w.draftsOf();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ periodStart: '2026-10-03', periodEnd: PERIOD_END, total: '12.25' });
    const stamps = new Map((await w.conversionsOf()).map((c) => [c.id, c.publisherInvoiceId]));
    expect(stamps.get(first.id)).toBe(draft?.invoiceId);
    expect(stamps.get(second.id)).toBe(draft?.invoiceId);
    expect(stamps.get(rejectedLater.id)).toBeNull();
    expect(await w.linesOf(draft?.invoiceId ?? '')).toEqual([
      expect.objectContaining({ offerId: w.usd.id, eventKey: 'conversion', quantity: 2, amount: '12.25' }),
    ]);
    // Nothing new: the run re-syncs the open draft, bills nothing and adds no draft.
    const idle = await generateDrafts(db, {
      kind: 'publisher',
      tenantId: w.tenant.id,
      periodEnd: PERIOD_END,
      now: NOW,
    });
    expect(idle).toEqual([
      expect.objectContaining({ invoiceId: draft?.invoiceId, billed: 0, total: '12.25' }),
    ]);
  });

  test('refuses a period end that is not a day', async () => {
    const w = await ledgerWorld(db);
    await expect(
      generateDrafts(db, { kind: 'publisher', tenantId: w.tenant.id, periodEnd: '2026-11', now: NOW }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: { periodEnd: [expect.any(String)] } });
  });

  // Real parallel transactions need real connections: PGlite runs one statement at a time.
  test.skipIf(TEST_DRIVER !== 'postgres')(
    'runs in parallel bill each conversion exactly once and leave one draft per publisher and currency',
    async () => {
      const w = await ledgerWorld(db);
      const seeded = [];
      for (const publisherId of [w.alice.id, w.bob.id]) {
        for (const offer of [w.usd, w.eur, w.usd2]) {
          for (let i = 0; i < 15; i++) {
            seeded.push(
              await w.convert({ offer, publisherId, payout: '1.10', approvedAt: october(1 + (i % 28)) }),
            );
          }
        }
      }
      const runs = await Promise.all(
        Array.from({ length: 6 }, () =>
          generateDrafts(db, { kind: 'publisher', tenantId: w.tenant.id, periodEnd: PERIOD_END, now: NOW }),
        ),
      );

      // Each run counts what it stamped: a conversion stamped by two runs would count twice.
      const billed = runs.flat().reduce((sum, draft) => sum + draft.billed, 0);
      expect(billed).toBe(seeded.length);
      const drafts = await w.draftsOf();
      expect(drafts.map((d) => `${d.partnerId}:${d.currency}`).sort()).toEqual(
        [`${w.alice.id}:EUR`, `${w.alice.id}:USD`, `${w.bob.id}:EUR`, `${w.bob.id}:USD`].sort(),
      );
      const stored = await w.conversionsOf();
      expect(stored.every((c) => c.publisherInvoiceId !== null)).toBe(true);
      let quantity = 0;
      for (const draft of drafts) {
        const lines = await w.linesOf(draft.id);
        const onDraft = stored.filter((c) => c.publisherInvoiceId === draft.id);
        quantity += lines.reduce((sum, line) => sum + line.quantity, 0);
        expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(onDraft.length);
        expect(draft.total).toBe((onDraft.length * 1.1).toFixed(2));
      }
      expect(quantity).toBe(seeded.length);
    },
  );
});
