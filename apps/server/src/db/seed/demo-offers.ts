import { readFileSync } from 'node:fs';
import {
  type CreateOfferBody,
  createOfferBodySchema,
  creativeBodySchema,
  type OfferAccessStatus,
  utcToZonedTime,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../lib/file-store';
import { createCreative } from '../../modules/creatives/index';
import { decideAccess, grantAccess, insertAccessRequest } from '../../modules/offer-access/index';
import { createCategory, findCategoryNamed } from '../../modules/offer-categories/index';
import { type Actor, createOffer } from '../../modules/offers/index';
import type { Tenant } from '../../modules/tenants/index';
import { findUserByEmail } from '../../modules/users/index';
import type { UploadedFile } from '../../plugins/form-body';
import type { Database } from '../client';
import { offerAccess, offers, partners } from '../schema/index';
import {
  DEMO_CATEGORIES,
  DEMO_OFFERS,
  type DemoAccess,
  type DemoCreative,
  type DemoOffer,
  type DemoScheduledChange,
} from './demo-offer-catalog';

const ASSETS = new URL('./assets/', import.meta.url);
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** An asset as the form decoder would hand it over, so the upload path checks it like any other. */
function assetFile(name: string): UploadedFile {
  const extension = name.split('.').pop() ?? '';
  return {
    filename: name,
    mimetype: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    data: readFileSync(new URL(name, ASSETS)),
  };
}

type SeedContext = {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
  tenant: Tenant;
  actor: Actor;
  now: Date;
  partnerIds: Map<string, string>;
  categoryIds: Map<string, string>;
  offerIds: Map<string, string>;
};

async function partnerIdByEmail(db: Database, tenantId: string, email: string): Promise<string> {
  const found = await findUserByEmail(db, tenantId, email);
  const [row] = found
    ? await db.select({ id: partners.id }).from(partners).where(eq(partners.userId, found.user.id)).limit(1)
    : [];
  if (!row) throw new Error(`Demo partner ${email} is missing; seed partners first`);
  return row.id;
}

function lookup(map: Map<string, string>, key: string, what: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`Demo ${what} "${key}" is not seeded`);
  return id;
}

/** The wall-clock time `days` from now in the offer's zone, on the hour. */
function localInDays(now: Date, days: number, timezone: string): string {
  const at = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return `${utcToZonedTime(at, timezone).slice(0, 13)}:00`;
}

function createBodyOf(ctx: SeedContext, demo: DemoOffer): CreateOfferBody {
  const partner = (email: string) => lookup(ctx.partnerIds, email, 'partner');
  const timezone = demo.body.timezone ?? 'UTC';
  return {
    ...demo.body,
    advertiserId: partner(demo.advertiser),
    categoryIds: demo.categories.map((name) => lookup(ctx.categoryIds, name, 'category')),
    ...(demo.thumbnail ? { thumbnail: assetFile(demo.thumbnail) } : {}),
    overrides: (demo.overrides ?? []).map(({ publisher, ...override }) => ({
      ...override,
      publisherId: partner(publisher),
    })),
    caps: (demo.caps ?? []).map(({ publisher, ...cap }) => ({
      ...cap,
      ...(publisher ? { publisherId: partner(publisher), scope: 'publisher' as const } : {}),
    })),
    fallbacks: (demo.fallbacks ?? []).map(({ url, offer, weight, reasons }) => ({
      ...(offer
        ? { kind: 'offer' as const, offerId: lookup(ctx.offerIds, offer, 'offer') }
        : { kind: 'url' as const, url }),
      weight,
      reasons,
    })),
    scheduledChanges: (demo.scheduledChanges ?? []).map(({ inDays, ...change }: DemoScheduledChange) => ({
      ...change,
      runAt: localInDays(ctx.now, inDays, timezone),
    })),
  };
}

/**
 * An access entry as it would come about: a request (with its answers) that staff then decided,
 * or, with no answers, an entry staff set directly from the permission tab.
 */
async function seedAccess(ctx: SeedContext, offerId: string, demo: DemoOffer, access: DemoAccess) {
  const publisherId = lookup(ctx.partnerIds, access.publisher, 'partner');
  const { tenant, db, actor, now } = ctx;
  if (!access.answers && (access.status === 'approved' || access.status === 'blocked')) {
    const body = { offerId, publisherIds: [publisherId], status: access.status, reason: access.reason };
    await grantAccess(db, tenant.id, body, actor.userId);
    return;
  }
  const questions = demo.body.approvalQuestions ?? [];
  const answers = questions.map((question, index) => ({ question, answer: access.answers?.[index] ?? '' }));
  const termsAcceptedAt = demo.body.terms ? now : null;
  await insertAccessRequest(db, tenant.id, offerId, publisherId, {
    answers,
    termsAcceptedAt,
    requestedAt: now,
  });
  if (access.status === 'pending') return;
  const [row] = await db
    .select({ id: offerAccess.id })
    .from(offerAccess)
    .where(and(eq(offerAccess.offerId, offerId), eq(offerAccess.publisherId, publisherId)));
  if (!row) return;
  const status: OfferAccessStatus = access.status;
  await decideAccess(db, tenant.id, [row.id], {
    status,
    reason: access.reason ?? null,
    decidedAt: now,
    decidedBy: actor.userId,
  });
}

async function seedCreative(ctx: SeedContext, offerId: string, creative: DemoCreative) {
  const { asset, ...fields } = creative;
  const body = creativeBodySchema.parse({ ...fields, offerId, ...(asset ? { file: assetFile(asset) } : {}) });
  await createCreative(
    { db: ctx.db, store: ctx.files, tenantId: ctx.tenant.id, userId: ctx.actor.userId, log: ctx.log },
    body,
  );
}

async function seedCategories(ctx: SeedContext): Promise<void> {
  for (const category of DEMO_CATEGORIES) {
    const existing = await findCategoryNamed(ctx.db, ctx.tenant.id, category.name);
    const id = existing?.id ?? (await createCategory(ctx.db, ctx.tenant.id, category));
    ctx.categoryIds.set(category.name, id);
  }
}

async function existingOfferId(db: Database, tenantId: string, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.name, name)))
    .limit(1);
  return row?.id;
}

async function seedOffer(ctx: SeedContext, demo: DemoOffer): Promise<void> {
  const name = demo.body.name;
  const existing = await existingOfferId(ctx.db, ctx.tenant.id, name);
  if (existing) {
    ctx.offerIds.set(name, existing);
    return;
  }
  const body = createOfferBodySchema.parse(createBodyOf(ctx, demo));
  const id = await createOffer({ db: ctx.db, files: ctx.files, log: ctx.log }, ctx.actor, body);
  ctx.offerIds.set(name, id);
  for (const access of demo.access ?? []) await seedAccess(ctx, id, demo, access);
  for (const creative of demo.creatives ?? []) await seedCreative(ctx, id, creative);
}

/**
 * The demo catalogue (demo-offer-catalog.ts) through the same use cases the API runs, so every
 * offer passes the checks a real one does. Offers already there (by name) are left as they are.
 */
export async function seedDemoOffers(
  db: Database,
  files: FileStore,
  tenant: Tenant,
  admin: { id: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const ctx: SeedContext = {
    db,
    files,
    log,
    tenant,
    actor: { tenantId: tenant.id, userId: admin.id },
    now: new Date(),
    partnerIds: new Map(),
    categoryIds: new Map(),
    offerIds: new Map(),
  };
  const emails = new Set(
    DEMO_OFFERS.flatMap((demo) => [
      demo.advertiser,
      ...(demo.overrides ?? []).map((row) => row.publisher),
      ...(demo.caps ?? []).flatMap((cap) => (cap.publisher ? [cap.publisher] : [])),
      ...(demo.access ?? []).map((row) => row.publisher),
    ]),
  );
  for (const email of emails) ctx.partnerIds.set(email, await partnerIdByEmail(db, tenant.id, email));
  await seedCategories(ctx);
  for (const demo of DEMO_OFFERS) await seedOffer(ctx, demo);
}
