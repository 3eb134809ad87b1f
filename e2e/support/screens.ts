import type { UserRole } from '@affnet/contracts';
import {
  AUTH_SCREEN_PATHS,
  type PortalScreen,
  portalScreensOf,
} from '../../apps/web/src/app/screen-registry';

// The portal's screens come from the web app's own registry (its route table and which entries
// have a page), so a screen added there is walked and swept here without a second list. The
// route table itself is checked against spec §2 path by path (apps/web route-table.test.ts).

export { AUTH_SCREEN_PATHS, type PortalScreen, portalScreensOf };

/** The demo records a screen's `:id` stands for. */
export type ScreenRecords = {
  offer: string;
  creative: string;
  publisher: string;
  advertiser: string;
  employee: string;
  role: string;
  postback: string;
  /** A public, active offer the publisher may see. */
  publicOffer: string;
  /** An offer of the e2e advertiser's own. */
  ownOffer: string;
  /** An invoice issued to the e2e publisher. */
  publisherInvoice: string;
  /** An invoice issued to the e2e advertiser. */
  advertiserInvoice: string;
};

/** Which record an id in a route stands for: [roles, route prefix, record]; the first match wins. */
const RECORD_OF: ReadonlyArray<readonly [readonly UserRole[], string, keyof ScreenRecords]> = [
  [['admin', 'employee'], 'offer/creative/', 'creative'],
  [['admin', 'employee'], 'offer/', 'offer'],
  [['admin', 'employee'], 'publisher/postback/', 'postback'],
  [['admin', 'employee'], 'publisher/', 'publisher'],
  [['admin', 'employee'], 'advertiser/', 'advertiser'],
  [['admin', 'employee'], 'employee/role/', 'role'],
  [['admin', 'employee'], 'employee/', 'employee'],
  [['publisher'], 'offer/view/', 'publicOffer'],
  [['publisher'], 'tools/postback/', 'postback'],
  [['publisher'], 'invoice/view/', 'publisherInvoice'],
  [['advertiser'], 'offer/view/', 'ownOffer'],
  [['advertiser'], 'invoice/view/', 'advertiserInvoice'],
];

/** A screen still to come shows its placeholder whatever the id. */
const ANY_ID = '123';

/** The address of a role's screen, `pattern` relative to the role's prefix or absolute, ids filled. */
export function screenPath(role: UserRole, pattern: string, records: ScreenRecords): string {
  const relative = pattern.replace(new RegExp(`^/${role}/`), '');
  const record = RECORD_OF.find(([roles, prefix]) => roles.includes(role) && relative.startsWith(prefix));
  const id = record ? records[record[2]] : ANY_ID;
  return `/${role}/${relative.replaceAll(/:[a-zA-Z]+/g, id)}`;
}
