import {
  type FileValue,
  type OfferGeneral,
  type UploadedFileShape,
  urlTemplateProblem,
  validationDeadlineOf,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerFallbacks, offerLandingPages } from '../../db/schema/index';
import type { FieldErrors } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { imageProblem } from '../../lib/image-check';
import { removeStoredFile, storeImage } from '../files/index';
import { addFieldError } from './field-errors';
import { checkHttpsUrls } from './list-checks';
import { checkAdvertiser, checkCategories } from './references';
import { sanitizeDescription } from './sanitize-description';
import type { Actor, CheckContext, Cleanup } from './section-context';

function isUploadedFile(file: FileValue): file is UploadedFileShape {
  return 'data' in file && file.data instanceof Uint8Array;
}

/** Advertiser and categories of this tenant, an https destination when required, a real image. */
export async function checkGeneral(ctx: CheckContext, input: OfferGeneral): Promise<void> {
  await checkAdvertiser(ctx.db, ctx.tenantId, input.advertiserId, ctx.errors);
  await checkCategories(ctx.db, ctx.tenantId, input.categoryIds, ctx.errors);
  checkHttpsUrls([{ path: 'destinationUrl', url: input.destinationUrl }], input.requireHttps, ctx.errors);
  const file = input.thumbnail;
  // The content decides, never the name or declared type (storeImage checks again when storing).
  const problem = file && isUploadedFile(file) ? imageProblem(file.data) : null;
  if (problem) addFieldError(ctx.errors, 'thumbnail', problem);
}

/**
 * Turning "require HTTPS" on from the general tab: the offer's stored landing pages and fallback
 * URLs must already be https, or clicks would be sent to pages the setting forbids.
 */
export async function checkStoredUrlsForHttps(
  db: Database,
  offerId: string,
  requireHttps: boolean,
  errors: FieldErrors,
): Promise<void> {
  if (!requireHttps) return;
  const pages = await db
    .select({ name: offerLandingPages.name, url: offerLandingPages.url })
    .from(offerLandingPages)
    .where(eq(offerLandingPages.offerId, offerId))
    .orderBy(offerLandingPages.position);
  const fallbacks = await db
    .select({ url: offerFallbacks.url, position: offerFallbacks.position })
    .from(offerFallbacks)
    .where(and(eq(offerFallbacks.offerId, offerId), eq(offerFallbacks.kind, 'url')))
    .orderBy(offerFallbacks.position);
  const isHttp = (url: string | null) =>
    url !== null && urlTemplateProblem(url, { httpsOnly: true }) !== null;
  const offending = [
    ...pages.filter((page) => isHttp(page.url)).map((page) => `landing page "${page.name}"`),
    ...fallbacks.filter((entry) => isHttp(entry.url)).map((entry) => `fallback ${entry.position + 1}`),
  ];
  if (offending.length > 0) {
    addFieldError(
      errors,
      'requireHttps',
      `These still use http://: ${offending.join(', ')}. Change them to https:// first`,
    );
  }
}

/** The offer columns of the general tab (the thumbnail and categories are written separately). */
export function generalColumns(input: OfferGeneral) {
  return {
    name: input.name,
    advertiserId: input.advertiserId,
    status: input.status,
    currency: input.currency,
    destinationUrl: input.destinationUrl,
    previewUrl: input.previewUrl ?? null,
    descriptionHtml: sanitizeDescription(input.description),
    restrictions: input.restrictions ?? null,
    tags: [...new Set(input.tags)],
    notes: input.notes ?? null,
    redirectMode: input.redirectMode,
    requireHttps: input.requireHttps,
    defaultConversionStatus: input.defaultConversionStatus,
    attributionWindowDays: input.attributionWindowDays,
    minConversionSeconds: input.minConversionSeconds,
    conversionIntake: input.conversionIntake === 'network_default' ? null : input.conversionIntake,
    browserSaleAmountMax: input.browserSaleAmountMax ?? null,
    holdDays: input.holdDays ?? null,
    ...validationDeadlineOf(input),
  };
}

export type ThumbnailChange = {
  tx: Database;
  db: Database;
  files: FileStore;
  actor: Actor;
  cleanup: Cleanup;
  current: string | null;
};

/**
 * The thumbnail file id after this save: a new upload (stored now, its bytes discarded if the
 * transaction fails), none when removed, else the current one. A replaced or removed file is
 * deleted once the transaction has committed.
 */
export async function nextThumbnail(change: ThumbnailChange, input: OfferGeneral): Promise<string | null> {
  const { tx, db, files, actor, cleanup, current } = change;
  let next = current;
  if (input.thumbnail) {
    const { record, discard } = await storeImage(tx, files, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      purpose: 'offer_thumbnail',
      field: 'thumbnail',
      file: input.thumbnail,
    });
    cleanup.onFailure.push(discard);
    next = record.id;
  } else if (input.removeThumbnail) {
    next = null;
  }
  if (current && next !== current) {
    cleanup.afterCommit.push(() => removeStoredFile(db, files, actor.tenantId, current));
  }
  return next;
}
