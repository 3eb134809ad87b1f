import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { WizardContinue } from '../components/editor/wizard-continue';

type OfferPostbackPageProps = OfferScreenProps & {
  /** The offer's publisher postbacks, from the publisher-postbacks feature (the app composes it). */
  panel: (offerId: string) => ReactNode;
};

/** offer/{id}/postback: the publisher postbacks that fire for this offer, in the offer's tab bar. */
export default function OfferPostbackPage({ panel, ...props }: OfferPostbackPageProps) {
  const id = useParams().id ?? '';
  return (
    <OfferEditor {...props} segment="postback">
      {panel(id)}
      <WizardContinue />
    </OfferEditor>
  );
}
