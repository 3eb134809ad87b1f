import type { UseFormReturnType } from '@mantine/form';

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

/** A list item's stable React key, kept in the form values (the schema drops it). */
export function newRowKey(): string {
  return crypto.randomUUID();
}
