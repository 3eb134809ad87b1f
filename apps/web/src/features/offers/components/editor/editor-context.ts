import type { Offer } from '@affnet/contracts';
import { createContext, useContext } from 'react';
import type { EditorTab, OfferLinks } from '../../../../lib/screen';

/** The query parameter that marks a visit from the add wizard: tabs offer "Save and continue". */
export const WIZARD_PARAM = 'wizard';

/** What every tab of the offer editor knows: the loaded offer, where it is, and where it goes next. */
export type OfferEditorState = {
  offer: Offer;
  links: OfferLinks;
  tab: EditorTab;
  /** Came from the add wizard: the tabs are filled in order. */
  isWizard: boolean;
  /** The next tab's path (kept in wizard mode), or null on the last tab. */
  nextPath: string | null;
  /** The path of another tab of this offer, e.g. from the events tab to payouts. */
  pathOf: (segment: string) => string | null;
};

export const OfferEditorContext = createContext<OfferEditorState | null>(null);

export function useOfferEditor(): OfferEditorState {
  const state = useContext(OfferEditorContext);
  if (!state) throw new Error('useOfferEditor is used outside an offer editor tab');
  return state;
}
