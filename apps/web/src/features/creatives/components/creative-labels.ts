import type { CreativeStatus } from '@affnet/contracts';

export const CREATIVE_STATUS_LABELS: Record<CreativeStatus, string> = { active: 'Active', paused: 'Paused' };
export const CREATIVE_STATUS_COLORS: Record<CreativeStatus, string> = { active: 'teal', paused: 'yellow' };

/** The paths of the creative screens, from the app layer's route table. */
export type CreativeLinks = {
  list: string;
  add: string;
  view: (id: string) => string;
  edit: (id: string) => string;
  /** The offer's editor. */
  offer: (id: string) => string;
};

/** offer/creative/add with the offer chosen in advance. */
export function addForOffer(links: CreativeLinks, offerId: string): string {
  return `${links.add}?${new URLSearchParams({ offerId })}`;
}
