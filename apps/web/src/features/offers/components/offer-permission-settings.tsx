import { offerPermissionSectionSchema } from '@affnet/contracts';
import { PermissionFields } from '../sections/permission/permission-fields';
import {
  checkPermission,
  permissionValuesOf,
  preparePermission,
} from '../sections/permission/permission-values';
import { sendAsParsed, useSectionForm } from './editor/section-form';
import { SectionFrame } from './editor/section-frame';

/**
 * The permission tab's settings form (visibility, approval questions, terms) with its own Save.
 * It reads the offer from the editor around it, so a page in src/app/pages can put it inside
 * `OfferEditor` next to the per-publisher access panel of the offer-access feature.
 */
export function OfferPermissionSettings() {
  const { form, frame } = useSectionForm({
    section: 'permission',
    schema: offerPermissionSectionSchema,
    valuesOf: permissionValuesOf,
    prepare: preparePermission,
    check: checkPermission,
    encode: sendAsParsed,
  });
  return (
    <SectionFrame frame={frame}>
      <PermissionFields form={form} />
    </SectionFrame>
  );
}
