import { offerGeneralSchema } from '@affnet/contracts';
import { Stack } from '@mantine/core';
import type { OfferScreenProps } from '../../../lib/screen';
import { ChangeHistoryCard } from '../components/change-history/change-history-card';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { useSectionForm } from '../components/editor/section-form';
import { SectionFrame } from '../components/editor/section-frame';
import { StatusHistoryCard } from '../components/status-history/status-history-card';
import { GeneralFields } from '../sections/general/general-fields';
import {
  encodeGeneral,
  GENERAL_HIDDEN,
  generalValuesOf,
  prepareGeneral,
} from '../sections/general/general-values';

/** offer/{id}/general: name, advertiser, categories, URLs, description and settings. */
export default function OfferGeneralPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="general">
      <GeneralTab />
    </OfferEditor>
  );
}

function GeneralTab() {
  const { offer, isWizard } = useOfferEditor();
  const { form, frame } = useSectionForm({
    section: 'general',
    schema: offerGeneralSchema,
    valuesOf: generalValuesOf,
    prepare: prepareGeneral,
    encode: encodeGeneral,
    hidden: GENERAL_HIDDEN,
  });
  return (
    <Stack gap="lg">
      <SectionFrame frame={frame}>
        <GeneralFields form={form} offer={offer} />
      </SectionFrame>
      {/* A saved offer's record: not while the wizard is building it. */}
      {isWizard ? null : (
        <>
          <StatusHistoryCard offer={offer} />
          <ChangeHistoryCard
            offer={offer}
            onReverted={(restored) => {
              const stored = generalValuesOf(restored);
              form.setValues(stored);
              form.resetDirty(stored);
            }}
          />
        </>
      )}
    </Stack>
  );
}
