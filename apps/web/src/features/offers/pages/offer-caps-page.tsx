import { offerCapsSectionSchema } from '@affnet/contracts';
import { Stack } from '@mantine/core';
import type { OfferScreenProps } from '../../../lib/screen';
import { CapPacingCard } from '../components/cap-pacing/cap-pacing-card';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { sendAsParsed, useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { CapsFields } from '../sections/caps/caps-fields';
import { CAPS_HIDDEN, capsValuesOf, prepareCaps } from '../sections/caps/caps-values';
import { eventChoicesOf } from '../sections/payouts/payouts-values';

/** offer/{id}/caps: limits on clicks, conversions and money, and what happens at each. */
export default function OfferCapsPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="caps">
      <CapsTab />
    </OfferEditor>
  );
}

function CapsTab() {
  const { offer, isWizard } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'caps',
    schema: offerCapsSectionSchema,
    valuesOf: capsValuesOf,
    prepare: prepareCaps,
    encode: sendAsParsed,
    hidden: CAPS_HIDDEN,
  });
  return (
    <Stack gap="lg">
      <SectionFrame frame={frame}>
        <CapsFields
          form={form}
          events={eventChoicesOf(offer)}
          currency={offer.currency}
          timezone={offer.timezone}
        />
      </SectionFrame>
      {/* Pacing is about saved caps counting live traffic: not while the offer is being built. */}
      {!isWizard && offer.caps.length > 0 ? <CapPacingCard offer={offer} /> : null}
    </Stack>
  );
}
