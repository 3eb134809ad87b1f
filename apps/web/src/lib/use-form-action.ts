import type { UseFormReturnType } from '@mantine/form';
import { type ContractSchema, contractForm, fieldErrorsOf } from './contract-form';
import { notifyFailure } from './notify';
import type { FormMutation } from './use-contract-form';

export type FormActionConfig<Values, Body, Variables, Answer> = {
  /** The contracts schema of the action's endpoint (a test send checks less than a save). */
  schema: ContractSchema<Body>;
  /**
   * Top-level keys left out when empty (spec §5) beyond those the schema lets be absent, which
   * need no listing: a key with a default, or one another variant's schema lacks.
   */
  optionalKeys?: readonly (keyof Values & string)[];
  mutation: FormMutation<Variables, Answer>;
  toRequest: (body: Body) => Variables;
  /** The toast's title when the server refuses or cannot be reached. */
  failureTitle: string;
  /** Runs once the values pass the schema, before they are sent (clears the last answer). */
  onStart?: () => void;
  onSuccess: (answer: Answer) => void;
};

/**
 * A second action on a form's values beside its save (the SMTP test send, an e-mail preview):
 * validated by its endpoint's schema with the errors on the form's inputs, then sent; a refusal
 * puts the server's field errors on the inputs too and says why in a toast. The save stays the
 * form's submit (useContractForm); this runs on its own button.
 */
export function useFormAction<Values extends Record<string, unknown>, Body, Variables, Answer>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setErrors'>,
  {
    schema,
    optionalKeys,
    mutation,
    toRequest,
    failureTitle,
    onStart,
    onSuccess,
  }: FormActionConfig<Values, Body, Variables, Answer>,
): { run: () => void; isPending: boolean } {
  const run = () => {
    const rules = contractForm<Values, Body>(schema, optionalKeys);
    const values = form.getValues();
    const errors = rules.validate(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    onStart?.();
    mutation.mutate(toRequest(rules.transformValues(values)), {
      onSuccess,
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        notifyFailure(failureTitle, error);
      },
    });
  };
  return { run, isPending: mutation.isPending };
}
