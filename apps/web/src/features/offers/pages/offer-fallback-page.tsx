import { offerFallbackSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { FallbackFields } from '../sections/fallback/fallback-fields';
import { FALLBACK_HIDDEN, fallbackValuesOf, prepareFallback } from '../sections/fallback/fallback-values';

/** offer/{id}/fallback: where clicks the offer cannot take go. */
export default function OfferFallbackPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="fallback">
      <FallbackTab />
    </OfferEditor>
  );
}

function FallbackTab() {
  const { offer } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'fallback',
    schema: offerFallbackSectionSchema,
    valuesOf: fallbackValuesOf,
    prepare: prepareFallback,
    encode: sendAsParsed,
    hidden: FALLBACK_HIDDEN,
  });
  return (
    <SectionFrame frame={frame}>
      <FallbackFields form={form} offerId={offer.id} />
    </SectionFrame>
  );
}
