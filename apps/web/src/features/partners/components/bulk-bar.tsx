import { SelectionBar } from '../../../components/data-table/selection-bar';
import { countOf } from '../../../lib/format';
import type { ChangeStatusMutation, PartnerNoun, PartnerRecord } from './partner-types';
import { StatusActions } from './status-actions';

type BulkBarProps = {
  selected: PartnerRecord[];
  noun: PartnerNoun;
  mutation: ChangeStatusMutation;
  onClear: () => void;
};

/** What to do with the checked rows: change their status together. */
export function BulkBar({ selected, noun, mutation, onClear }: BulkBarProps) {
  const subject = countOf(selected.length, noun.singular, noun.plural);
  return (
    <SelectionBar subject={subject} onClear={onClear}>
      <StatusActions
        ids={selected.map((row) => row.id)}
        statuses={selected.map((row) => row.status)}
        subject={subject}
        noun={noun}
        mutation={mutation}
        inapplicable="disable"
        onDone={onClear}
      />
    </SelectionBar>
  );
}
