import type { CreateEmployeeBody, Employee } from '@affnet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { EMPLOYEES_PATH, itemPath, teamKeys } from './team-keys';

type EmployeeAnswer = { data: Employee };

export function useEmployee(id: string) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.employee(id),
      queryFn: async ({ signal }): Promise<Employee> =>
        (await request<EmployeeAnswer>(itemPath(EMPLOYEES_PATH, id), { signal })).data,
      enabled: isUuid(id),
    }),
  );
}

export type SaveEmployeeInput = { id?: string; body: CreateEmployeeBody };

/** `POST /api/v1/employees` (e-mails the invitation) or `PUT …/:id` (blocking signs them out). */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveEmployeeInput) =>
      request<EmployeeAnswer>(id ? itemPath(EMPLOYEES_PATH, id) : EMPLOYEES_PATH, {
        method: id ? 'PUT' : 'POST',
        body: toFormData(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
