import type {
  ConversionDefaultStatus,
  Offer,
  OfferConversionIntake,
  OfferGeneral,
  OfferStatus,
  RedirectMode,
  ValidationAction,
} from '@affnet/contracts';
import type { SectionBody } from '../../api/update-offer-section';

/** The general tab's inputs; text is '' when empty, the thumbnail a newly chosen file. */
export type GeneralValues = {
  name: string;
  advertiserId: string;
  /** The chosen advertiser's name, for the picker (not sent). */
  advertiserName: string;
  categoryIds: string[];
  status: OfferStatus;
  currency: string;
  destinationUrl: string;
  previewUrl: string;
  description: string;
  restrictions: string;
  tags: string[];
  notes: string;
  redirectMode: RedirectMode;
  requireHttps: boolean;
  defaultConversionStatus: ConversionDefaultStatus;
  /** Numbers as the inputs hold them ('' while cleared); the schema checks the range on save. */
  attributionWindowDays: number | string;
  minConversionSeconds: number | string;
  conversionIntake: OfferConversionIntake;
  /** '' = a browser's sale amount is not taken. */
  browserSaleAmountMax: string;
  /** '' = the publisher's hold. */
  holdDays: number | string;
  /** '' = the advertiser's deadline (and what it does); the action counts only with days. */
  validationDays: number | string;
  validationAction: ValidationAction;
  thumbnail: File | null;
  removeThumbnail: boolean;
};

/** Keys with no input of their own (the thumbnail's remove button is not one). */
export const GENERAL_HIDDEN = ['advertiserName', 'removeThumbnail'] as const;

/** A stored offer's general fields, or a new offer's defaults (the schema's, shown). */
export function generalValuesOf(offer?: Offer): GeneralValues {
  return {
    name: offer?.name ?? '',
    advertiserId: offer?.advertiserId ?? '',
    advertiserName: offer?.advertiser.company ?? '',
    categoryIds: offer?.categoryIds ?? [],
    status: offer?.status ?? 'draft',
    currency: offer?.currency ?? 'USD',
    destinationUrl: offer?.destinationUrl ?? '',
    previewUrl: offer?.previewUrl ?? '',
    description: offer?.description ?? '',
    restrictions: offer?.restrictions ?? '',
    tags: offer?.tags ?? [],
    notes: offer?.notes ?? '',
    redirectMode: offer?.redirectMode ?? 'redirect_302',
    requireHttps: offer?.requireHttps ?? false,
    defaultConversionStatus: offer?.defaultConversionStatus ?? 'approved',
    attributionWindowDays: offer?.attributionWindowDays ?? 30,
    minConversionSeconds: offer?.minConversionSeconds ?? 0,
    conversionIntake: offer?.conversionIntake ?? 'network_default',
    browserSaleAmountMax: offer?.browserSaleAmountMax ?? '',
    holdDays: offer?.holdDays ?? '',
    validationDays: offer?.validationDays ?? '',
    validationAction: offer?.validationAction ?? 'approve',
    thumbnail: null,
    removeThumbnail: false,
  };
}

/** An editor left empty holds an empty paragraph, which is no description. */
export function prepareGeneral<V extends GeneralValues>(values: V): V {
  const text = values.description.replace(/<[^>]*>/g, '').trim();
  return { ...values, description: text === '' ? '' : values.description };
}

/**
 * The parsed body (the general fields, and on the add screens every other section sent with
 * them) with the chosen file, which the schema passes through as it is.
 */
export function encodeGeneral(body: OfferGeneral, values: Pick<GeneralValues, 'thumbnail'>): SectionBody {
  return { ...body, thumbnail: values.thumbnail ?? undefined };
}
