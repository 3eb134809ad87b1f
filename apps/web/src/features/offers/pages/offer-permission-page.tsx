import type { OfferScreenProps } from '../../../lib/screen';
import { OfferEditor } from '../components/editor/offer-editor';
import { OfferPermissionSettings } from '../components/offer-permission-settings';

/**
 * offer/{id}/permission: who may run the offer. The per-publisher access list joins this page
 * from the offer-access feature, composed in src/app/pages.
 */
export default function OfferPermissionPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="permission">
      <OfferPermissionSettings />
    </OfferEditor>
  );
}
