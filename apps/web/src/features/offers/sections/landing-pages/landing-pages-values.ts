import type { LandingPageStatus, Offer } from '@affnet/contracts';
import { newRowKey } from '../../components/editor/offer-form';

export type LandingPageRow = {
  rowKey: string;
  id: string;
  name: string;
  url: string;
  previewUrl: string;
  status: LandingPageStatus;
  /** 0–100; '' while the input is empty. */
  weight: number | string;
};

export type LandingPagesValues = {
  landingPages: LandingPageRow[];
  deepLinksEnabled: boolean;
  deepLinkDomains: string[];
};

export function newLandingPageRow(): LandingPageRow {
  return { rowKey: newRowKey(), id: '', name: '', url: '', previewUrl: '', status: 'active', weight: 100 };
}

export function landingPagesValuesOf(offer?: Offer): LandingPagesValues {
  return {
    landingPages: (offer?.landingPages ?? []).map((page) => ({
      rowKey: page.id,
      id: page.id,
      name: page.name,
      url: page.url,
      previewUrl: page.previewUrl ?? '',
      status: page.status,
      weight: page.weight,
    })),
    deepLinksEnabled: offer?.deepLinksEnabled ?? false,
    deepLinkDomains: offer?.deepLinkDomains ?? [],
  };
}

/** Each page's share of the clicks that rotate: active pages with a weight above 0, by weight. */
export function rotationSharesOf(pages: readonly LandingPageRow[]): Map<string, number> {
  const rotating = pages.filter((page) => page.status === 'active' && Number(page.weight) > 0);
  const total = rotating.reduce((sum, page) => sum + Number(page.weight), 0);
  return new Map(rotating.map((page) => [page.rowKey, Number(page.weight) / total]));
}
