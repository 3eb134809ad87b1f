import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { WizardContinue } from '../components/editor/wizard-continue';

type OfferCreativesPageProps = OfferScreenProps & {
  /** The offer's creatives, from the creatives feature (the app composes it). */
  panel: (offerId: string) => ReactNode;
};

/** offer/{id}/creatives: the offer's banners, links, HTML and e-mails, in the offer's tab bar. */
export default function OfferCreativesPage({ panel, ...props }: OfferCreativesPageProps) {
  const id = useParams().id ?? '';
  return (
    <OfferEditor {...props} segment="creatives">
      {panel(id)}
      <WizardContinue />
    </OfferEditor>
  );
}
