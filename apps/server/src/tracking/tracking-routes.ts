import { DOMAIN_CHECK_PATH } from '@affnet/contracts';
import type { ClickEngine } from './click-engine';
import { type ConversionIntakeOptions, registerConversionIntake } from './conversions/intake-routes';
import { sendText } from './plain-answers';
import type { TrackingContext } from './tracking-context';

export type TrackingRouteDeps = {
  /** The click engine's routes (`/c/:code`, `/click`: click-engine.ts). */
  clicks: Pick<ClickEngine, 'register'>;
  /** The conversion intake's (`/postback`, `/pixel`, `/iframe`, `/tag.js`: conversions/intake-routes.ts). */
  conversions: ConversionIntakeOptions;
};

/**
 * Every route of the tracking context, registered here once by `buildApp` (as `app.ts` registers
 * the panel's): a tracking domain's own page, the domain check, the clicks and the conversions.
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
  deps.clicks.register(tracking);
  registerConversionIntake(tracking, deps.conversions);
}
