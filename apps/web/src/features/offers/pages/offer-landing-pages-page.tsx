import { offerLandingPagesSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { LandingPagesFields } from '../sections/landing-pages/landing-pages-fields';
import { landingPagesValuesOf } from '../sections/landing-pages/landing-pages-values';

/** offer/{id}/landing-pages: the pages clicks land on, their rotation, and deep links. */
export default function OfferLandingPagesPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="landing-pages">
      <LandingPagesTab />
    </OfferEditor>
  );
}

function LandingPagesTab() {
  const { form, frame } = useSectionForm({
    section: 'landing-pages',
    schema: offerLandingPagesSectionSchema,
    valuesOf: landingPagesValuesOf,
    encode: sendAsParsed,
  });
  return (
    <SectionFrame frame={frame}>
      <LandingPagesFields form={form} />
    </SectionFrame>
  );
}
