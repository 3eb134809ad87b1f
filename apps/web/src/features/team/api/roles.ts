import { type EmployeeRole, MAX_PER_PAGE, type RoleBody } from '@affnet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { isUuid } from '../../../lib/ids';
import { itemPath, ROLES_PATH, teamKeys } from './team-keys';

type RoleAnswer = { data: EmployeeRole };

export function useRole(id: string) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.role(id),
      queryFn: async ({ signal }): Promise<EmployeeRole> =>
        (await request<RoleAnswer>(itemPath(ROLES_PATH, id), { signal })).data,
      enabled: isUuid(id),
    }),
  );
}

/** Every role by name, for the role pickers (a network has a handful; one page holds them). */
export function useRoleChoices() {
  return useQuery({
    queryKey: [...teamKeys.roleList(), 'choices'],
    queryFn: async ({ signal }): Promise<EmployeeRole[]> => {
      const query = { perPage: MAX_PER_PAGE, sort: 'name', order: 'asc' };
      return (await request<{ data: EmployeeRole[] }>(ROLES_PATH, { query, signal })).data;
    },
  });
}

export type SaveRoleInput = { id?: string; body: RoleBody };

/** `POST /api/v1/employee-roles` or `PUT …/:id`; a name another role has is a 422 on `name`. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRoleInput) =>
      request<RoleAnswer>(id ? itemPath(ROLES_PATH, id) : ROLES_PATH, {
        method: id ? 'PUT' : 'POST',
        body: toFormData(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** `DELETE …/:id`; a role with members needs `moveTo` (else 409 naming how many). */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      request<{ data: { moved: number } }>(itemPath(ROLES_PATH, id), {
        method: 'DELETE',
        query: moveTo ? { moveTo } : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
