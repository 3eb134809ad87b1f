import type { SavePublisherPostbackBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerEvents } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { findCatalogOffer, listRunnableEventKeys } from '../offer-catalog/index';
import { refusedDestinationOf } from './delivery/destination-guard';
import {
  deletePostback,
  findPostback,
  findPublisher,
  insertPostback,
  type PostbackScope,
  type PostbackValues,
  updatePostback,
} from './repository';

/**
 * A postback may name only an offer the publisher may run now (public, or access approved) and
 * only an event they may see (not private): otherwise it would tell them about conversions, or
 * event keys, of offers that are not theirs.
 */
async function checkTargets(
  db: Database,
  tenantId: string,
  publisherId: string,
  body: SavePublisherPostbackBody,
): Promise<void> {
  if (body.offerId) {
    const offer = await findCatalogOffer(db, tenantId, publisherId, body.offerId);
    if (!offer?.visible || offer.access !== 'approved')
      throw fieldError('offerId', 'The publisher cannot run this offer');
  }
  if (!body.eventKey) return;
  if (body.offerId) {
    const [event] = await db
      .select({ id: offerEvents.id })
      .from(offerEvents)
      .where(
        and(
          eq(offerEvents.offerId, body.offerId),
          eq(offerEvents.key, body.eventKey),
          eq(offerEvents.isPrivate, false),
        ),
      )
      .limit(1);
    if (!event) throw fieldError('eventKey', 'Choose an event of this offer');
  } else if (!(await listRunnableEventKeys(db, tenantId, publisherId)).includes(body.eventKey)) {
    throw fieldError('eventKey', 'Choose an event of the offers the publisher runs');
  }
}

function valuesOf(body: SavePublisherPostbackBody): PostbackValues {
  return {
    offerId: body.offerId ?? null,
    eventKey: body.eventKey || null,
    statuses: [...new Set(body.statuses)],
    method: body.method,
    url: body.url,
    // A GET has no body; a template left from an earlier POST setting would only confuse the log.
    body: body.method === 'POST' ? (body.body ?? '') : null,
    isActive: body.isActive,
  };
}

/**
 * A URL that can never be called is refused now, on its field, rather than failing on every
 * conversion later (docs/tracking.md "Publisher postbacks"). Macros are never in the host.
 */
async function checkDestination(url: string, allowHosts: readonly string[]): Promise<void> {
  // Parsed as the schema checked it, macros as plain values (they are never in the host).
  const refused = await refusedDestinationOf(new URL(url.replace(/\{[a-z0-9_]*\}/g, '0')), allowHosts);
  if (refused) throw fieldError('url', refused);
}

async function checkPublisher(db: Database, scope: PostbackScope, publisherId: string): Promise<void> {
  if (!(await findPublisher(db, scope, publisherId)))
    throw fieldError('publisherId', 'Choose a publisher of this network');
}

export async function createPostback(
  db: Database,
  scope: PostbackScope,
  publisherId: string,
  body: SavePublisherPostbackBody,
  createdBy: string,
  // POSTBACK_ALLOW_HOSTS; a caller that leaves it out only refuses more, never less.
  allowHosts: readonly string[] = [],
): Promise<string> {
  const { tenantId } = scope;
  await checkPublisher(db, scope, publisherId);
  await checkTargets(db, tenantId, publisherId, body);
  await checkDestination(body.url, allowHosts);
  return insertPostback(db, { ...valuesOf(body), tenantId, publisherId, createdBy });
}

/** `publisherId` is the publisher the postback is (re)assigned to: staff may move it, a publisher never. */
export async function editPostback(
  db: Database,
  scope: PostbackScope,
  id: string,
  publisherId: string | undefined,
  body: SavePublisherPostbackBody,
  allowHosts: readonly string[],
): Promise<void> {
  const current = await findPostback(db, scope, id);
  if (!current) throw new AppError('NOT_FOUND', 'Postback not found.');
  const owner = publisherId ?? current.publisherId;
  if (owner !== current.publisherId) await checkPublisher(db, scope, owner);
  await checkTargets(db, scope.tenantId, owner, body);
  await checkDestination(body.url, allowHosts);
  await updatePostback(db, scope, id, { ...valuesOf(body), publisherId: owner });
}

export async function removePostback(db: Database, scope: PostbackScope, id: string): Promise<void> {
  if (!(await deletePostback(db, scope, id))) throw new AppError('NOT_FOUND', 'Postback not found.');
}
