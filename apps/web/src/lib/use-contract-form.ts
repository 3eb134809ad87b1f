import { type FormErrors, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { type ContractSchema, contractForm, fieldErrorsOf, formAlertOf } from './contract-form';
import { inputPathsOf } from './form-paths';
import { anyRowPath, requiredPathsOf } from './required-paths';
import { useFirstErrorFocus } from './use-first-error-focus';

/** What the form needs of its endpoint's mutation hook (`useCreateOffer()`, `useLogin()`…). */
export type FormMutation<Variables, Answer> = Pick<
  UseMutationResult<Answer, Error, Variables>,
  'mutate' | 'error' | 'isPending'
>;

export type ContractFormConfig<V, Body, Variables, Answer> = {
  /**
   * The contracts schema the server validates the request with, or a loader for it: the login
   * form keeps the validation library off its first load (docs/performance.md).
   */
  schema: ContractSchema<Body> | (() => Promise<ContractSchema<Body>>);
  initialValues: V;
  /** 'controlled' when the fields read `form.values` as they change (lists, dependent fields). */
  mode?: 'controlled' | 'uncontrolled';
  /**
   * Top-level keys left out when empty (spec §5) beyond those the schema lets be absent, which
   * need no listing: a key with a default, or one another variant's schema lacks.
   */
  optionalKeys?: readonly (keyof V & string)[];
  /**
   * Brings the values into the shape the schema reads before validating and sending (blanks the
   * parts a payout type does not use). Paths stay the same, so errors land on the inputs.
   */
  prepare?: (values: V) => V;
  /**
   * Rules the schema cannot apply, keyed by the input they concern: an empty item of a list of
   * texts is left out when sent (spec §5), so a row added and left blank must be refused here.
   */
  check?: (values: V) => FormErrors;
  /**
   * Inputs to mark as required beyond those derived from the schema: a lazily loaded schema
   * cannot say it in time for the first paint, nor can a rule that compares two values.
   */
  required?: readonly string[];
  /** Keys of values that no input shows (row ids, picker labels): their errors go to the alert. */
  hidden?: readonly string[];
  mutation: FormMutation<Variables, Answer>;
  /** The mutation's variables from the schema's output (an id, a file input's file). */
  toRequest: (body: Body, values: V) => Variables;
  /** After the server accepted the request; the form is no longer dirty by then. */
  onSuccess?: (answer: Answer, body: Body) => void;
};

function isLoader<Body>(
  schema: ContractSchema<Body> | (() => Promise<ContractSchema<Body>>),
): schema is () => Promise<ContractSchema<Body>> {
  return typeof schema === 'function';
}

/** The schema now, or once its loader is done (started when the form mounts, so usually at once). */
function useSchema<Body>(source: ContractFormConfig<unknown, Body, unknown, unknown>['schema']) {
  const loaded = useRef<ContractSchema<Body> | null>(isLoader(source) ? null : source);
  const pending = useRef<Promise<ContractSchema<Body>> | null>(null);
  const load = () => {
    if (loaded.current || !isLoader(source)) return;
    pending.current ??= source().then((schema) => {
      loaded.current = schema;
      return schema;
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts loading once, when the form mounts
  useEffect(load, []);
  return (use: (schema: ContractSchema<Body>) => void) => {
    if (loaded.current) use(loaded.current);
    else {
      load();
      void pending.current?.then(use);
    }
  };
}

/**
 * One form of the app: validated on submit with its endpoint's contracts schema (the server's
 * own rules), sent through the endpoint's mutation, the server's field errors put back on their
 * inputs (list rows included) and focus moved to the first error; what no input shows goes into
 * `alert`. Inputs the schema refuses blank are marked required through `form.getInputProps`.
 * Spread `formProps` on the `<form>`.
 */
export function useContractForm<V extends Record<string, unknown>, Body, Variables, Answer>(
  config: ContractFormConfig<V, Body, Variables, Answer>,
) {
  const { mutation, hidden = [], prepare = (values: V) => values, check } = config;
  const { ref, focusFirstError } = useFirstErrorFocus();
  const required = useRef<Set<string>>(new Set());
  const isRequired = (path: string) => required.current.has(path) || required.current.has(anyRowPath(path));
  // Paths the fields bound to inputs, so an error on one item of a list finds that item's input.
  const bound = useRef<Set<string>>(new Set());
  const isInput = (path: string) => bound.current.has(path);
  const form = useForm<V>({
    mode: config.mode ?? 'uncontrolled',
    initialValues: config.initialValues,
    enhanceGetInputProps: ({ field }) => {
      bound.current.add(String(field));
      return isRequired(String(field)) ? { required: true } : undefined;
    },
  });
  const withSchema = useSchema(config.schema);
  const rulesOf = (schema: ContractSchema<Body>) => {
    const contract = contractForm<V, Body>(schema, config.optionalKeys);
    return {
      validate: (values: V): FormErrors => ({
        ...contract.validate(prepare(values), isInput),
        ...check?.(values),
      }),
      transform: (values: V): Body => contract.transformValues(prepare(values)),
    };
  };

  const values = form.getValues();
  // Read by getInputProps while the fields render, after this.
  required.current = useRequiredPaths(config, values, rulesOf);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    withSchema((schema) => {
      const rules = rulesOf(schema);
      const current = form.getValues();
      const errors = rules.validate(current);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstError();
        return;
      }
      const body = rules.transform(current);
      mutation.mutate(config.toRequest(body, current), {
        onSuccess: (answer) => {
          form.resetDirty();
          config.onSuccess?.(answer, body);
        },
        onError: (error) => {
          form.setErrors(fieldErrorsOf(error, isInput));
          focusFirstError();
        },
      });
    });
  };

  const inputs = inputPathsOf(values, hidden);
  const unshown = Object.entries(form.errors).find(([path, message]) => message && !inputs.includes(path));
  const alert = formAlertOf(mutation.error, inputs) ?? (unshown ? String(unshown[1]) : null);
  return {
    form,
    formProps: { ref, noValidate: true, onSubmit: submit },
    submit,
    alert,
    isPending: mutation.isPending,
    isDirty: form.isDirty,
    isRequired,
  };
}

/**
 * The required paths derived from the schema (once it is here) and the declared ones. A form
 * whose rows come and go derives them again when its shape changes, not on every keystroke.
 */
function useRequiredPaths<V, Body>(
  config: Pick<ContractFormConfig<V, Body, unknown, unknown>, 'schema' | 'required'>,
  values: V,
  rulesOf: (schema: ContractSchema<Body>) => { validate: (values: V) => FormErrors },
): Set<string> {
  const shape = [...new Set(inputPathsOf(values).map(anyRowPath))].join(' ');
  const { schema, required = [] } = config;
  // biome-ignore lint/correctness/useExhaustiveDependencies: derived again when the form's shape changes, not its values
  return useMemo(() => {
    const derived = isLoader(schema) ? new Set<string>() : requiredPathsOf(rulesOf(schema).validate, values);
    for (const path of required) derived.add(path);
    return derived;
  }, [shape, schema, required.join(' ')]);
}
