import type { Offer, OfferVisibility } from '@affnet/contracts';

export type PermissionValues = {
  visibility: OfferVisibility;
  approvalQuestions: string[];
  terms: string;
};

export const PERMISSION_OPTIONAL_KEYS = ['terms'] as const satisfies readonly (keyof PermissionValues)[];

export function permissionValuesOf(offer?: Offer): PermissionValues {
  return {
    visibility: offer?.visibility ?? 'approval',
    approvalQuestions: [...(offer?.approvalQuestions ?? [])],
    terms: offer?.terms ?? '',
  };
}
