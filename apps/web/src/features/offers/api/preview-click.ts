import type { ClickPreview, ClickPreviewRequest } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

export type PreviewClickAnswer = { data: ClickPreview };
export type PreviewClickVariables = { offerId: string; body: ClickPreviewRequest };

/** `POST /api/v1/offers/:id/click-preview`: what a described click would do, check by check. Writes nothing. */
export function previewClick({ offerId, body }: PreviewClickVariables): Promise<PreviewClickAnswer> {
  return request<PreviewClickAnswer>(`/v1/offers/${offerId}/click-preview`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export function usePreviewClick() {
  return useMutation({ mutationFn: previewClick });
}
