import { offerEventsSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { EventsFields } from '../sections/events/events-fields';
import { eventsValuesOf } from '../sections/events/events-values';

/** offer/{id}/events: the conversion events the offer records. */
export default function OfferEventsPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="events">
      <EventsTab />
    </OfferEditor>
  );
}

function EventsTab() {
  const { offer, pathOf } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'events',
    schema: offerEventsSectionSchema,
    valuesOf: eventsValuesOf,
    encode: sendAsParsed,
  });
  return (
    <SectionFrame frame={frame}>
      <EventsFields
        form={form}
        payoutsPath={pathOf('payouts')}
        offerDefault={offer.defaultConversionStatus}
      />
    </SectionFrame>
  );
}
