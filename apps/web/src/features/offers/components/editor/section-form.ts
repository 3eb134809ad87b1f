import type { Offer } from '@affnet/contracts';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, formAlertOf } from '../../../../lib/contract-form';
import { inputPathsOf } from '../../../../lib/form-paths';
import { useFirstErrorFocus } from '../../../../lib/use-first-error-focus';
import { type OfferSection, type SectionBody, useUpdateOfferSection } from '../../api/update-offer-section';
import { useOfferEditor } from './editor-context';
import { type OfferFormConfig, useOfferForm } from './offer-form';

export type SectionConfig<V, Body> = OfferFormConfig<V, Body> & {
  section: OfferSection;
  /** The form values of a stored offer: the first load and the answer of every save. */
  valuesOf: (offer: Offer) => V;
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
 * One editor tab's form: starts from the cached offer, validates with the tab's contracts schema,
 * PUTs the tab, then takes the stored values back from the answer (which also updates the cache
 * every tab reads), shows a toast, and in the wizard moves on to the next tab. Server field
 * errors go onto their inputs, list items included; the rest into the alert.
 */
export function useSectionForm<V extends Record<string, unknown>, Body>(config: SectionConfig<V, Body>) {
  const { offer, tab, nextPath } = useOfferEditor();
  const navigate = useNavigate();
  const { ref, focusFirstError } = useFirstErrorFocus();
  const form = useOfferForm(config.valuesOf(offer), config);
  const continueAfter = useRef(false);
  const mutation = useUpdateOfferSection({
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
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      focusFirstError();
    },
  });
  const save = (andContinue: boolean) =>
    form.onSubmit((body, _event) => {
      continueAfter.current = andContinue;
      const values = form.getValues();
      mutation.mutate({ id: offer.id, section: config.section, body: config.encode(body, values) });
    }, focusFirstError);
  const alert = formAlertOf(mutation.error, inputPathsOf(form.getValues(), config.hidden));
  return { form, frame: { ref, alert, save, isPending: mutation.isPending, isDirty: form.isDirty } };
}
