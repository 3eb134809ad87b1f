import { offerPayoutsSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { PayoutsFields } from '../sections/payouts/payouts-fields';
import {
  eventChoicesOf,
  PAYOUTS_HIDDEN,
  payoutsValuesOf,
  preparePayouts,
} from '../sections/payouts/payouts-values';
import { ResolvedPayoutsPanel } from '../sections/payouts/resolved-payouts-panel';

/** offer/{id}/payouts: default payout and revenue per event, publisher overrides, and who gets what. */
export default function OfferPayoutsPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="payouts">
      <PayoutsTab />
    </OfferEditor>
  );
}

function PayoutsTab() {
  const { offer } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'payouts',
    schema: offerPayoutsSectionSchema,
    valuesOf: payoutsValuesOf,
    prepare: preparePayouts,
    encode: sendAsParsed,
    hidden: PAYOUTS_HIDDEN,
  });
  return (
    <>
      <SectionFrame frame={frame}>
        <PayoutsFields
          form={form}
          events={eventChoicesOf(offer)}
          currency={offer.currency}
          timezone={offer.timezone}
        />
      </SectionFrame>
      <ResolvedPayoutsPanel offer={offer} />
    </>
  );
}
