import { z } from 'zod';
import { dataEnvelope } from '../common';
import { CREATIVE_TYPES } from './offer-constants';
import { publisherTrackingLinkQuerySchema } from './tracking-links';

/*
 * Creatives ready to paste (docs/offers.md "Creatives ready to paste"): the server builds each
 * creative's code with one publisher's tracking link inside; screens only show and copy it.
 */

/**
 * Where staff put the publisher's link in HTML and e-mail creatives (TUNE's names, which staff of
 * a network know): `{tracking_link}` is the link, `{etracking_link}` the link URL-encoded, for a
 * link inside another URL.
 */
export const CREATIVE_LINK_MACROS = ['{tracking_link}', '{etracking_link}'] as const;

export const CreativeCodeSchema = z.object({
  creativeId: z.uuid(),
  type: z.enum(CREATIVE_TYPES),
  /** The publisher's short link naming this creative (`creative={id}`), so reports group by it. */
  trackingUrl: z.string(),
  /**
   * What to paste: a banner's `<a><img></a>`, a text link's `<a>`, an HTML or e-mail creative's
   * markup with the link put in place of its macros. Names and texts are HTML-escaped.
   */
  html: z.string(),
  /**
   * A banner's image through the tracking domain (`/i/{code}?creative=…`), as the banner code
   * shows it: each view is counted as an impression. For an ad server; null for other types.
   */
  imageUrl: z.string().nullable(),
  /** False when an HTML or e-mail creative has no link macro: its code carries no link. */
  linkPlaced: z.boolean(),
});
export type CreativeCode = z.infer<typeof CreativeCodeSchema>;

/** The publisher's link parts for every creative's code (each creative names itself). */
export const publisherCreativeCodesQuerySchema = publisherTrackingLinkQuerySchema.omit({ creativeId: true });
export type PublisherCreativeCodesQuery = z.input<typeof publisherCreativeCodesQuerySchema>;
export const listCreativeCodesResponseSchema = dataEnvelope(z.array(CreativeCodeSchema));

/** Staff: one creative's code for a publisher that may run its offer. */
export const creativeCodeQuerySchema = z.object({
  publisherId: z.uuid({ error: 'Choose a publisher' }),
});
export type CreativeCodeQuery = z.input<typeof creativeCodeQuerySchema>;
export const getCreativeCodeResponseSchema = dataEnvelope(CreativeCodeSchema);
