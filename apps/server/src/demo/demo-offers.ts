import { readFileSync } from 'node:fs';
import {
  type CreateOfferBody,
  changeOfferAccessBodySchema,
  createOfferBodySchema,
  creativeBodySchema,
  grantOfferAccessBodySchema,
  type LandingPageInput,
  listOfferAccessQuerySchema,
  offerLandingPagesSectionSchema,
  type PartnerKind,
  requestOfferAccessBodySchema,
  utcToZonedTime,
} from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { FileStore } from '../lib/file-store';
import type { MailContext } from '../modules/auth/index';
import { createCreative } from '../modules/creatives/index';
import {
  changeAccessStatus,
  grantAccess,
  listAccess,
  requestOfferAccess,
} from '../modules/offer-access/index';
import { partnerIdOfUser } from '../modules/offer-catalog/index';
import { createCategory, findCategoryNamed } from '../modules/offer-categories/index';
import {
  type Actor,
  createOffer,
  listOfferOptions,
  loadOffer,
  saveLandingPagesTab,
  saveOfferTab,
} from '../modules/offers/index';
import { ALL_PARTNERS } from '../modules/partner-scope/index';
import { findUserByEmail } from '../modules/users/index';
import type { UploadedFile } from '../plugins/form-body';
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
  /** The tenant, and where decisions would be e-mailed from (the demo's mailer sends nothing). */
  mail: MailContext;
  actor: Actor;
  now: Date;
  partnerIds: Map<string, string>;
  categoryIds: Map<string, string>;
  offerIds: Map<string, string>;
};

async function partnerIdByEmail(db: Database, tenantId: string, email: string, kind: PartnerKind) {
  const found = await findUserByEmail(db, tenantId, email);
  if (!found) throw new Error(`Demo partner ${email} is missing; seed partners first`);
  return partnerIdOfUser(db, tenantId, found.user.id, kind);
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

const ACTIONS = { approved: 'approve', rejected: 'reject', blocked: 'block' } as const;

/**
 * An access entry as it would come about: the publisher's request (with its answers), then staff's
 * decision on offer/access; or, with no answers, an entry staff set directly on the permission tab.
 */
async function seedAccess(ctx: SeedContext, offerId: string, demo: DemoOffer, access: DemoAccess) {
  const publisherId = lookup(ctx.partnerIds, access.publisher, 'partner');
  const { db, actor, mail } = ctx;
  const tenantId = actor.tenantId;
  if (!access.answers && (access.status === 'approved' || access.status === 'blocked')) {
    const body = { offerId, publisherIds: [publisherId], status: access.status, reason: access.reason };
    await grantAccess(db, tenantId, grantOfferAccessBodySchema.parse(body), actor.userId, ALL_PARTNERS);
    return;
  }
  const request = { answers: access.answers ?? [], acceptTerms: Boolean(demo.body.terms) };
  await requestOfferAccess(db, tenantId, publisherId, offerId, requestOfferAccessBodySchema.parse(request));
  if (access.status === 'pending') return;
  const { rows } = await listAccess(
    db,
    tenantId,
    listOfferAccessQuerySchema.parse({ offerId, publisherId }),
    ALL_PARTNERS,
  );
  const decision = {
    ids: rows.map((row) => row.access.id),
    action: ACTIONS[access.status],
    reason: access.reason,
  };
  await changeAccessStatus(db, changeOfferAccessBodySchema.parse(decision), actor.userId, mail, ALL_PARTNERS);
}

async function seedCreative(ctx: SeedContext, offerId: string, creative: DemoCreative) {
  const { asset, ...fields } = creative;
  const body = creativeBodySchema.parse({ ...fields, offerId, ...(asset ? { file: assetFile(asset) } : {}) });
  await createCreative(
    { db: ctx.db, store: ctx.files, tenantId: ctx.actor.tenantId, userId: ctx.actor.userId, log: ctx.log },
    body,
  );
}

async function seedCategories(ctx: SeedContext): Promise<void> {
  for (const category of DEMO_CATEGORIES) {
    const existing = await findCategoryNamed(ctx.db, ctx.actor.tenantId, category.name);
    const id = existing?.id ?? (await createCategory(ctx.db, ctx.actor.tenantId, category));
    ctx.categoryIds.set(category.name, id);
  }
}

/** The offer of this name, found as the offer pickers find it. */
async function existingOfferId(db: Database, tenantId: string, name: string): Promise<string | undefined> {
  const options = await listOfferOptions(db, tenantId, name);
  return options.find((option) => option.name === name)?.id;
}

async function seedOffer(ctx: SeedContext, demo: DemoOffer): Promise<void> {
  const name = demo.body.name;
  const existing = await existingOfferId(ctx.db, ctx.actor.tenantId, name);
  if (existing) {
    ctx.offerIds.set(name, existing);
    return;
  }
  const body = createOfferBodySchema.parse(createBodyOf(ctx, demo));
  const id = await createOffer({ db: ctx.db, files: ctx.files, log: ctx.log }, ctx.actor, body);
  ctx.offerIds.set(name, id);
  for (const access of demo.access ?? []) await seedAccess(ctx, id, demo, access);
  for (const creative of demo.creatives ?? []) await seedCreative(ctx, id, creative);
  if (demo.landingPagesLater) await saveLandingPagesAgain(ctx, id, demo, demo.landingPagesLater);
}

/** The landing pages tab saved again through its use case, pages keeping their ids by name. */
async function saveLandingPagesAgain(
  ctx: SeedContext,
  offerId: string,
  demo: DemoOffer,
  pages: LandingPageInput[],
): Promise<void> {
  const stored = await loadOffer(ctx.db, ctx.actor.tenantId, offerId);
  const idByName = new Map(stored?.landingPages.map((page) => [page.name, page.id]));
  const body = offerLandingPagesSectionSchema.parse({
    landingPages: pages.map((page) => ({ ...page, id: idByName.get(page.name) })),
    deepLinksEnabled: demo.body.deepLinksEnabled,
    deepLinkDomains: demo.body.deepLinkDomains,
  });
  const deps = { db: ctx.db, files: ctx.files, log: ctx.log };
  await saveOfferTab(deps, ctx.actor, { offerId, tab: 'landing-pages' }, body, saveLandingPagesTab);
}

/** Partners the catalogue names, by kind: advertisers own offers, publishers get overrides, caps and access. */
function partnersNamed(): Map<string, PartnerKind> {
  const kinds = new Map<string, PartnerKind>();
  for (const demo of DEMO_OFFERS) {
    kinds.set(demo.advertiser, 'advertiser');
    const publishers = [
      ...(demo.overrides ?? []).map((row) => row.publisher),
      ...(demo.caps ?? []).flatMap((cap) => (cap.publisher ? [cap.publisher] : [])),
      ...(demo.access ?? []).map((row) => row.publisher),
    ];
    for (const email of publishers) kinds.set(email, 'publisher');
  }
  return kinds;
}

/**
 * The demo catalogue (demo-offer-catalog.ts) through the same use cases the API runs, so every
 * offer passes the checks a real one does. Offers already there (by name) are left as they are.
 */
export async function seedDemoOffers(
  db: Database,
  files: FileStore,
  mail: MailContext,
  admin: { id: string },
): Promise<void> {
  const tenantId = mail.tenant.id;
  const ctx: SeedContext = {
    db,
    files,
    log: mail.log,
    mail,
    actor: { tenantId, userId: admin.id },
    now: new Date(),
    partnerIds: new Map(),
    categoryIds: new Map(),
    offerIds: new Map(),
  };
  for (const [email, kind] of partnersNamed()) {
    ctx.partnerIds.set(email, await partnerIdByEmail(db, tenantId, email, kind));
  }
  await seedCategories(ctx);
  for (const demo of DEMO_OFFERS) await seedOffer(ctx, demo);
}
