import type { Offer, OfferVisibility } from '@affnet/contracts';
import type { FormErrors } from '@mantine/form';

export type PermissionValues = {
  visibility: OfferVisibility;
  approvalQuestions: string[];
  terms: string;
};

export function permissionValuesOf(offer?: Offer): PermissionValues {
  return {
    visibility: offer?.visibility ?? 'approval',
    approvalQuestions: [...(offer?.approvalQuestions ?? [])],
    terms: offer?.terms ?? '',
  };
}

/** A question of only spaces is a blank one: `checkPermission` refuses it on its own input. */
export function preparePermission<V extends PermissionValues>(values: V): V {
  const questions = values.approvalQuestions.map((question) => (question.trim() === '' ? '' : question));
  return { ...values, approvalQuestions: questions };
}

/**
 * A question added and left blank is refused on its input. Empty items are not sent (spec §5), so
 * without this the row would silently disappear on save.
 */
export function checkPermission(values: Pick<PermissionValues, 'approvalQuestions'>): FormErrors {
  const errors: FormErrors = {};
  values.approvalQuestions.forEach((question, index) => {
    if (question.trim() === '') errors[`approvalQuestions.${index}`] = 'A question may not be blank';
  });
  return errors;
}
