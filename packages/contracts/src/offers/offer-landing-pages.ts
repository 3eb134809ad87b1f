import { z } from 'zod';
import { formArray, formBoolean, optionalHttpUrlSchema } from '../common';
import { formInteger, hostnameSchema, requiredText } from '../values';
import { urlTemplateSchema } from './macros';
import { LANDING_PAGE_STATUSES } from './offer-constants';

export const LANDING_PAGES_MAX = 50;
export const DEEP_LINK_DOMAINS_MAX = 50;

/**
 * One landing page. A click without a chosen page rotates among the active pages with a weight
 * above 0 (by weight); weight 0 pages are served only when a publisher's link names them. With no
 * rotating page the offer's destination URL is used.
 */
export const landingPageInputSchema = z.object({
  id: z.uuid().optional(),
  name: requiredText(120, 'Enter the page name'),
  url: urlTemplateSchema,
  previewUrl: optionalHttpUrlSchema,
  status: z.enum(LANDING_PAGE_STATUSES, { error: 'Choose a status' }).default('active'),
  weight: formInteger(0, 100, 'a weight from 0 to 100').default(100),
});
export type LandingPageInput = z.input<typeof landingPageInputSchema>;

export const offerLandingPagesFields = {
  landingPages: formArray(landingPageInputSchema).refine(
    (pages) => pages.length <= LANDING_PAGES_MAX,
    `At most ${LANDING_PAGES_MAX} landing pages`,
  ),
  deepLinksEnabled: formBoolean.default(false),
  /** A deep link's host must be one of these or a subdomain of one. */
  deepLinkDomains: formArray(hostnameSchema).refine(
    (domains) => domains.length <= DEEP_LINK_DOMAINS_MAX,
    `At most ${DEEP_LINK_DOMAINS_MAX} domains`,
  ),
};

export function checkLandingPagesSection(
  section: { deepLinksEnabled: boolean; deepLinkDomains: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (section.deepLinksEnabled && section.deepLinkDomains.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['deepLinkDomains'],
      message: 'List the domains deep links may go to',
    });
  }
}

/** The landing-pages tab: the pages, and whether publishers may send traffic to their own deep links. */
export const offerLandingPagesSectionSchema = z
  .object(offerLandingPagesFields)
  .superRefine(checkLandingPagesSection);
export type OfferLandingPagesSection = z.output<typeof offerLandingPagesSectionSchema>;
