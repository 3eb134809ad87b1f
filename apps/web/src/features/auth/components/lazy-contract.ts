import { type FormErrors, schemaResolver } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { ContractSchema } from '../../../lib/contract-form';

export type LazyValidation<Output> = { ok: true; data: Output } | { ok: false; errors: FormErrors };

/**
 * The same contracts schema as `contractForm`, loaded after the first paint instead of with the
 * page: the validation library is ~25 kB gzipped and the login route has a 170 kB budget. Loading
 * starts when the form mounts, so it is there long before anyone presses "Sign in".
 */
export function useLazyContract<Output>(load: () => Promise<ContractSchema<Output>>) {
  const pending = useRef<Promise<ContractSchema<Output>> | null>(null);
  useEffect(() => {
    pending.current ??= load();
  }, [load]);

  return async function validate(values: Record<string, unknown>): Promise<LazyValidation<Output>> {
    pending.current ??= load();
    const schema = await pending.current;
    const errors = schemaResolver(schema, { sync: true })(values);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, data: schema.parse(values) };
  };
}
