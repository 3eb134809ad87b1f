import { type CreateOfferInput, createOfferBodySchema, type Offer } from '@affnet/contracts';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fieldErrorsOf, formAlertOf } from '../../../../lib/contract-form';
import { inputPathsOf } from '../../../../lib/form-paths';
import { useFirstErrorFocus } from '../../../../lib/use-first-error-focus';
import { useCreateOffer } from '../../api/create-offer';
import { encodeGeneral, type GeneralValues } from '../../sections/general/general-values';
import { useOfferForm } from '../editor/offer-form';

type CreateOfferFormConfig<V extends GeneralValues> = {
  initialValues: V;
  optionalKeys: readonly (keyof V & string)[];
  prepare: (values: V) => V;
  /** Rules beyond the schema, on the inputs they name (see `OfferFormConfig.check`). */
  check?: (values: V) => FormErrors;
  /** Keys of values that have no input (picker labels, history). */
  hidden: readonly string[];
  /** After the offer exists: where to go next. */
  onCreated: (offer: Offer) => void;
};

/**
 * A form that creates an offer with `POST /api/v1/offers` (the wizard's first step or the classic
 * form): validated with `createOfferBodySchema`, field errors on their inputs, the rest above.
 */
export function useCreateOfferForm<V extends GeneralValues>(config: CreateOfferFormConfig<V>) {
  const { ref, focusFirstError } = useFirstErrorFocus();
  const form = useOfferForm<V, CreateOfferInput>(config.initialValues, {
    schema: createOfferBodySchema,
    optionalKeys: config.optionalKeys,
    prepare: config.prepare,
    check: config.check,
  });
  const mutation = useCreateOffer({
    onSuccess: ({ data }) => {
      // Nothing is left unsaved now, so leaving the page must not ask.
      form.resetDirty();
      notifications.show({
        color: 'teal',
        title: `${data.name} created`,
        message: `Offer #${data.ref} is saved as ${data.status === 'draft' ? 'a draft' : data.status}.`,
      });
      config.onCreated(data);
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      focusFirstError();
    },
  });
  const submit = form.onSubmit((body) => {
    mutation.mutate(encodeGeneral(body, form.getValues()));
  }, focusFirstError);
  const alert = formAlertOf(mutation.error, inputPathsOf(form.getValues(), config.hidden));
  return { form, ref, submit, alert, isPending: mutation.isPending };
}
