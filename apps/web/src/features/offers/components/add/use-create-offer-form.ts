import { createOfferBodySchema, type Offer } from '@affnet/contracts';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useCreateOffer } from '../../api/create-offer';
import { encodeGeneral, type GeneralValues } from '../../sections/general/general-values';

type CreateOfferFormConfig<V extends GeneralValues> = {
  initialValues: V;
  prepare: (values: V) => V;
  /** Rules beyond the schema, on the inputs they name (see `ContractFormConfig.check`). */
  check?: (values: V) => FormErrors;
  /** Keys of values that have no input (picker labels, history). */
  hidden: readonly string[];
  /** After the offer exists: where to go next. */
  onCreated: (offer: Offer) => void;
};

/**
 * A form that creates an offer with `POST /api/v1/offers` (the wizard's first step or the classic
 * form): `useContractForm` with `createOfferBodySchema`.
 */
export function useCreateOfferForm<V extends GeneralValues>(config: CreateOfferFormConfig<V>) {
  const { form, formProps, alert, isPending } = useContractForm({
    ...config,
    schema: createOfferBodySchema,
    mode: 'controlled',
    mutation: useCreateOffer(),
    toRequest: encodeGeneral,
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        title: `${data.name} created`,
        message: `Offer #${data.ref} is saved as ${data.status === 'draft' ? 'a draft' : data.status}.`,
      });
      config.onCreated(data);
    },
  });
  return { form, ref: formProps.ref, submit: formProps.onSubmit, alert, isPending };
}
