import type { AppConfig } from '@affnet/contracts';
import { createAppConfig } from '../../../testing/factories';
import { jsonResponse, stubApi } from '../../../testing/stub-api';

export { type PageUser, renderPage } from '../../../testing/render-page';
export { sentForm } from '../../../testing/stub-api';

type Handler = (init: RequestInit) => Response;

/**
 * Stubs `fetch` with one handler per "METHOD /api/path" and records each call with its body.
 * Unknown calls fail loudly; GET /api/v1/app answers with `config`, the sign-up questions with none.
 */
export function stubAuthApi(handlers: Record<string, Handler>, config: AppConfig = createAppConfig()) {
  return stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: config }),
    // The network's extra sign-up questions: none unless a test gives some.
    'GET /api/v1/registration-form/publisher': () =>
      jsonResponse(200, { data: { audience: 'publisher', fields: [] } }),
    'GET /api/v1/registration-form/advertiser': () =>
      jsonResponse(200, { data: { audience: 'advertiser', fields: [] } }),
    ...handlers,
  });
}
