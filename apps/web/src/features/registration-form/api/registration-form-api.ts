import type { RegistrationAudience, RegistrationForm, RegistrationFormBody } from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingHistoryKey } from '../../../components/setting-history';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

type FormAnswer = { data: RegistrationForm };
const pathOf = (audience: RegistrationAudience) => `/v1/settings/registration-form/${audience}`;
const keyOf = (audience: RegistrationAudience) => ['settings', 'registration-form', audience] as const;

/** `GET /api/v1/settings/registration-form/:audience`: one audience's sign-up questions. */
export function registrationFormQuery(audience: RegistrationAudience) {
  return queryOptions({
    queryKey: keyOf(audience),
    queryFn: ({ signal }) => request<FormAnswer>(pathOf(audience), { signal }).then((answer) => answer.data),
  });
}

/** `PUT …/:audience`: the questions as listed replace the saved ones (422 per question). */
export function useSaveRegistrationForm(audience: RegistrationAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationFormBody) =>
      request<FormAnswer>(pathOf(audience), { method: 'PUT', body: toFormData(body) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keyOf(audience), answer.data);
      void queryClient.invalidateQueries({ queryKey: settingHistoryKey('registration-form') });
    },
  });
}
