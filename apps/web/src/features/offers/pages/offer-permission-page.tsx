import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { OfferPermissionSettings } from '../components/offer-permission-settings';

type OfferPermissionPageProps = OfferScreenProps & {
  /** The offer's per-publisher access list, from the offer-access feature (the app composes it). */
  panel?: (offerId: string) => ReactNode;
};

/** offer/{id}/permission: who may see and run the offer, then who has access to it. */
export default function OfferPermissionPage({ panel, ...props }: OfferPermissionPageProps) {
  const id = useParams().id ?? '';
  return (
    <OfferEditor {...props} segment="permission">
      <OfferPermissionSettings />
      {panel?.(id)}
    </OfferEditor>
  );
}
