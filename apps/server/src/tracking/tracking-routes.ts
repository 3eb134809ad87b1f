import { DOMAIN_CHECK_PATH } from '@affnet/contracts';
import { type ConversionIntakeOptions, registerConversionIntake } from './conversions/intake-routes';
import { sendText } from './plain-answers';
import type { TrackingContext } from './tracking-context';

export type TrackingRouteDeps = { conversions: ConversionIntakeOptions };

/**
 * Every route of the tracking context, registered by `buildApp` as `app.ts` registers the panel's.
 * The tracking engine adds `/c/:code`, `/click`, `/postback` and the pixels here.
 */
export function registerTrackingRoutes(tracking: TrackingContext, deps: TrackingRouteDeps): void {
  // Someone who opens a tracking domain itself learns whose it is, and that there is nothing else here.
  tracking.route({
    method: 'GET',
    url: '/',
    hosts: 'tracking-domain',
    handler: (request, response) =>
      sendText(response, 200, `This address carries the tracking links of ${request.tenant.name}.\n`),
  });
  // setting/domain's check: whichever host this is, the id of the network it reaches.
  tracking.route({
    method: 'GET',
    url: DOMAIN_CHECK_PATH,
    hosts: 'any',
    handler: (request, response) => sendText(response, 200, request.tenant.id),
  });
  registerConversionIntake(tracking, deps.conversions);
}
