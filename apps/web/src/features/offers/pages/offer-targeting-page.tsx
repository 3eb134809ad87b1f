import { offerTargetingSectionSchema } from '@affnet/contracts';
import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { TargetingFields } from '../sections/targeting/targeting-fields';
import { targetingValuesOf } from '../sections/targeting/targeting-values';

/** offer/{id}/targeting: include and exclude rules per dimension, proxies, and what mismatches get. */
export default function OfferTargetingPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="targeting">
      <TargetingTab />
    </OfferEditor>
  );
}

function TargetingTab() {
  const { form, frame } = useSectionForm({
    section: 'targeting',
    schema: offerTargetingSectionSchema,
    valuesOf: targetingValuesOf,
    encode: sendAsParsed,
  });
  return (
    <SectionFrame frame={frame}>
      <TargetingFields form={form} />
    </SectionFrame>
  );
}
