import { offerScheduleSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { eventChoicesOf } from '../sections/payouts/payouts-values';
import { ScheduleFields } from '../sections/schedule/schedule-fields';
import { prepareSchedule, SCHEDULE_HIDDEN, scheduleValuesOf } from '../sections/schedule/schedule-values';

/** offer/{id}/schedule: time zone, live window, day parting and scheduled changes. */
export default function OfferSchedulePage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="schedule">
      <ScheduleTab />
    </OfferEditor>
  );
}

function ScheduleTab() {
  const { offer } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'schedule',
    schema: offerScheduleSectionSchema,
    valuesOf: scheduleValuesOf,
    prepare: prepareSchedule,
    encode: sendAsParsed,
    hidden: SCHEDULE_HIDDEN,
  });
  return (
    <SectionFrame frame={frame}>
      <ScheduleFields
        form={form}
        events={eventChoicesOf(offer)}
        currency={offer.currency}
        initialTimezone={offer.timezone}
      />
    </SectionFrame>
  );
}
