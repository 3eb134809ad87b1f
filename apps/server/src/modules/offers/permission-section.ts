import type { OfferPermissionSection } from '@affnet/contracts';

/** The offer columns of the permission tab (the access list has its own endpoints). */
export function permissionColumns(section: OfferPermissionSection) {
  return {
    visibility: section.visibility,
    approvalQuestions: section.approvalQuestions,
    terms: section.terms ?? null,
  };
}
