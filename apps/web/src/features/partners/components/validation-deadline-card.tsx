import type { Advertiser } from '@affnet/contracts';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import {
  ValidationDeadlineFields,
  validationDeadlineText,
} from '../../../components/validation-deadline-fields';
import type { PartnerKindForm } from './partner-form-values';

const CARD_DESCRIPTION =
  'Pending conversions are approved or rejected automatically when the deadline passes. An offer with its own deadline uses that one.';

/** The advertiser's validation deadline (docs/money.md), as its page shows it. */
export function ValidationDeadlineCard({ advertiser }: { advertiser: Advertiser }) {
  return (
    <InfoCard title="Conversion validation" description={CARD_DESCRIPTION}>
      <FieldList>
        <Field label="Validation deadline">{validationDeadlineText(advertiser) ?? 'None'}</Field>
      </FieldList>
    </InfoCard>
  );
}

/** The advertiser form's deadline inputs; the action is chosen once days are entered. */
export function ValidationDeadlineFormCard({ form }: { form: PartnerKindForm }) {
  const days = form.useWatchValue('validationDays');
  return (
    <InfoCard title="Conversion validation" description={CARD_DESCRIPTION}>
      <ValidationDeadlineFields
        form={form}
        hasDays={days !== ''}
        daysDescription="Days the advertiser has to approve or reject each conversion, unless the offer sets its own. 1 to 365; empty = no deadline."
      />
    </InfoCard>
  );
}
