import type { Offer } from '@affnet/contracts';
import { createContext, useContext } from 'react';
import type { EditorTab, OfferLinks } from '../../../../lib/screen';

/**
 * The query parameter of the add wizard: `wizard=1` on a tab steps through the built tabs with
 * "Save and continue"; `wizard=review` is its last step, the review that finishes it.
 */
export const WIZARD_PARAM = 'wizard';
export const WIZARD_STEP = '1';
export const WIZARD_REVIEW = 'review';

/** A tab's path as a step of the wizard. */
export function wizardPathOf(path: string): string {
  return `${path}?${WIZARD_PARAM}=${WIZARD_STEP}`;
}

/** What every tab of the offer editor knows: the loaded offer, where it is, and where it goes next. */
export type OfferEditorState = {
  offer: Offer;
  links: OfferLinks;
  tab: EditorTab;
  /** Came from the add wizard: the tabs are filled in order. */
  isWizard: boolean;
  /** In the wizard, where "Save and continue" goes (the next built tab, then the review); else null. */
  nextPath: string | null;
  /** What `nextPath` opens, e.g. "Schedule" or "Review". */
  nextLabel: string | null;
  /** The wizard's last step: the offer's state, what it lacks, and the way to finish. */
  reviewPath: string;
  /** The path of another tab of this offer, e.g. from the events tab to payouts. */
  pathOf: (segment: string) => string | null;
};

export const OfferEditorContext = createContext<OfferEditorState | null>(null);

export function useOfferEditor(): OfferEditorState {
  const state = useContext(OfferEditorContext);
  if (!state) throw new Error('useOfferEditor is used outside an offer editor tab');
  return state;
}
