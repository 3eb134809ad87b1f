import type { RegistrationAudience, RegistrationField, RegistrationForm } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/registration-form/:audience` (public): the network's extra sign-up questions. */
export function registrationQuestionsQuery(audience: RegistrationAudience) {
  return queryOptions({
    queryKey: ['registration-form', audience, 'public'],
    queryFn: ({ signal }) =>
      request<{ data: RegistrationForm }>(`/v1/registration-form/${audience}`, { signal }).then(
        (answer): RegistrationField[] => answer.data.fields,
      ),
    staleTime: 60_000,
  });
}
