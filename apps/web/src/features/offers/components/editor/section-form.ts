import type { Offer, OfferSection } from '@affnet/contracts';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ContractSchema } from '../../../../lib/contract-form';
import { useContractForm } from '../../../../lib/use-contract-form';
import { type SectionBody, useUpdateOfferSection } from '../../api/update-offer-section';
import { useOfferEditor } from './editor-context';

export type SectionConfig<V, Body> = {
  section: OfferSection;
  /** The contracts schema the server validates the tab's request with. */
  schema: ContractSchema<Body>;
  /** The form values of a stored offer: the first load and the answer of every save. */
  valuesOf: (offer: Offer) => V;
  /** See `ContractFormConfig.prepare` and `check`. */
  prepare?: (values: V) => V;
  check?: (values: V) => FormErrors;
  /** The request body from the schema's output (a file input adds its file). */
  encode: (body: Body, values: V) => SectionBody;
  /** Keys of list items that have no input (labels carried for display). */
  hidden?: readonly string[];
};

/** Sections whose schema output is sent as it is. */
export function sendAsParsed<Body extends SectionBody>(body: Body): SectionBody {
  return body;
}

/**
 * One editor tab's form (`useContractForm` on the tab's `PUT`): starts from the cached offer,
 * then takes the stored values back from the answer (which also updates the cache every tab
 * reads), shows a toast, and in the wizard moves on to the next tab.
 */
export function useSectionForm<V extends Record<string, unknown>, Body>(config: SectionConfig<V, Body>) {
  const { offer, tab, nextPath } = useOfferEditor();
  const navigate = useNavigate();
  const continueAfter = useRef(false);
  const { form, formProps, submit, alert, isPending, isDirty } = useContractForm({
    ...config,
    initialValues: config.valuesOf(offer),
    mode: 'controlled',
    mutation: useUpdateOfferSection(),
    toRequest: (body: Body, values: V) => ({
      id: offer.id,
      section: config.section,
      body: config.encode(body, values),
    }),
    onSuccess: ({ data }) => {
      const stored = config.valuesOf(data);
      form.setValues(stored);
      form.resetDirty(stored);
      notifications.show({
        color: 'teal',
        title: `${tab.label} saved`,
        message: `${data.name} is up to date.`,
      });
      if (continueAfter.current && nextPath) void navigate(nextPath);
    },
  });
  const save = (andContinue: boolean) => (event?: Parameters<typeof submit>[0]) => {
    continueAfter.current = andContinue;
    submit(event);
  };
  return { form, frame: { ref: formProps.ref, alert, save, isPending, isDirty } };
}
