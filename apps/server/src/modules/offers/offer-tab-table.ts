import {
  type OfferSection,
  offerCapsSectionSchema,
  offerEventsSectionSchema,
  offerFallbackSectionSchema,
  offerGeneralSchema,
  offerLandingPagesSectionSchema,
  offerPayoutsSectionSchema,
  offerPermissionSectionSchema,
  offerScheduleSectionSchema,
  offerTargetingSectionSchema,
} from '@affnet/contracts';
import type { z } from 'zod';
import {
  saveCapsTab,
  saveEventsTab,
  saveFallbackTab,
  saveGeneralTab,
  saveLandingPagesTab,
  savePayoutsTab,
  savePermissionTab,
  saveScheduleTab,
  saveTargetingTab,
} from './offer-tabs';
import type { TabSaver } from './save-offer-tab';

/*
 * Each editor tab: the schema its body is parsed by, its save, and what its route does. The tab
 * routes and a revert (which saves every tab that differs) both read this one table.
 */

// biome-ignore lint/suspicious/noExplicitAny: a table of tabs each with its own body type; `tab()` checks each schema against its saver where the entry is written
export type OfferTab = { schema: z.ZodObject<any>; save: TabSaver<any>; summary: string };

/** One entry; the saver must take what the schema parses. */
function tab<S extends z.ZodObject>(schema: S, save: TabSaver<z.output<S>>, summary: string): OfferTab {
  return { schema, save, summary };
}

/** In the editor's order: a revert saves them in it (events before the payouts that name them). */
export const OFFER_TABS: Record<OfferSection, OfferTab> = {
  general: tab(offerGeneralSchema, saveGeneralTab, 'Save the general tab'),
  events: tab(offerEventsSectionSchema, saveEventsTab, 'Save the events'),
  'landing-pages': tab(offerLandingPagesSectionSchema, saveLandingPagesTab, 'Save the landing pages'),
  payouts: tab(offerPayoutsSectionSchema, savePayoutsTab, 'Save payouts and publisher overrides'),
  caps: tab(offerCapsSectionSchema, saveCapsTab, 'Save the caps'),
  targeting: tab(offerTargetingSectionSchema, saveTargetingTab, 'Save the targeting rules'),
  schedule: tab(offerScheduleSectionSchema, saveScheduleTab, 'Save the schedule and scheduled changes'),
  fallback: tab(offerFallbackSectionSchema, saveFallbackTab, 'Save the fallback'),
  permission: tab(offerPermissionSectionSchema, savePermissionTab, 'Save visibility, questions and terms'),
};
