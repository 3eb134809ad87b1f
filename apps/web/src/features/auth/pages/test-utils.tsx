import type { AppConfig } from '@affnet/contracts';
import { createAppConfig } from '../../../testing/factories';
import { jsonResponse, stubApi } from '../../../testing/stub-api';

export { type PageUser, renderPage } from '../../../testing/render-page';
export { sentForm } from '../../../testing/stub-api';

type Handler = (init: RequestInit) => Response;

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records each call with its body.
 * Unknown calls fail loudly; GET /api/v1/app answers with `config`.
 */
export function stubAuthApi(handlers: Record<string, Handler>, config: AppConfig = createAppConfig()) {
  return stubApi({ 'GET /api/v1/app': () => jsonResponse(200, { data: config }), ...handlers });
}
