import type { InvoiceRunSettings, InvoiceRunSettingsResponse } from '@affnet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { invoiceKeys } from './invoice-keys';

const RUN_SETTINGS_PATH = '/v1/billing/run-settings';

/** What `invoiceRunSettingsBodySchema` makes of the form: each kind's schedule, numbers parsed. */
export type RunSettingsBody = InvoiceRunSettings;

/**
 * `GET /api/v1/billing/run-settings`: per kind of partner, when periods end, the delay before their
 * drafts are made, the last scheduled run and the next; days in the network's time zone.
 */
export function useRunSettings() {
  return useQuery({
    queryKey: invoiceKeys.runSettings(),
    queryFn: ({ signal }) => request<InvoiceRunSettingsResponse>(RUN_SETTINGS_PATH, { signal }),
  });
}

/** `PUT /api/v1/billing/run-settings`: both kinds at once, so the screen sends the one it did not edit as it was. */
export function saveRunSettings(body: RunSettingsBody): Promise<InvoiceRunSettingsResponse> {
  return request<InvoiceRunSettingsResponse>(RUN_SETTINGS_PATH, { method: 'PUT', body: toFormData(body) });
}

export function useSaveRunSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRunSettings,
    // The next run moves with the schedule: read it again as the server computes it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.runSettings() }),
  });
}
