import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { type ContractSchema, contractForm } from '../../../../lib/contract-form';

/**
 * A form as a section's fields see it: its values include the section's (the classic form holds
 * every section's), and its submitted shape is the page's business, not the fields'.
 */
export type SectionForm<V> = Pick<
  UseFormReturnType<V>,
  | 'values'
  | 'errors'
  | 'getValues'
  | 'getInputProps'
  | 'key'
  | 'setFieldValue'
  | 'insertListItem'
  | 'removeListItem'
  | 'reorderListItem'
  | 'clearFieldError'
>;

/** The form a page holds: values `V`, submitted as the schema's output `Body`. */
export type OfferFormReturn<V, Body> = UseFormReturnType<V, Body, (values: V) => FormErrors>;

export type OfferFormConfig<V, Body> = {
  /** The contracts schema the server validates the same request with. */
  schema: ContractSchema<Body>;
  /** Top-level keys left out when empty, so the schema sees them as absent (spec §5). */
  optionalKeys?: readonly (keyof V & string)[];
  /**
   * Brings the values into the shape the schema reads before validating and sending: blanks the
   * parts a payout type does not use, copies event keys into payout rows. Paths stay the same, so
   * errors land on the inputs.
   */
  prepare?: (values: V) => V;
  /**
   * Rules the schema cannot apply: an empty item of a list of texts is left out when sent (spec
   * §5), so a row the user added and left blank would vanish on save instead of being refused.
   * Its errors are keyed by the item's own input (`approvalQuestions.2`).
   */
  check?: (values: V) => FormErrors;
};

/** A controlled form validated and transformed by a contracts schema (lists re-render as they change). */
export function useOfferForm<V extends Record<string, unknown>, Body>(
  initialValues: V,
  { schema, optionalKeys = [], prepare = (values) => values, check = () => ({}) }: OfferFormConfig<V, Body>,
): OfferFormReturn<V, Body> {
  const contract = contractForm<V, Body>(schema, optionalKeys);
  return useForm<V, Body>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({ ...contract.validate(prepare(values)), ...check(values) }),
    transformValues: (values) => contract.transformValues(prepare(values)),
  });
}

/** A list item's stable React key, kept in the form values (the schema drops it). */
export function newRowKey(): string {
  return crypto.randomUUID();
}
