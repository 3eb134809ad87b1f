import { numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/* Column kinds the event, conversion and tracking tables share. */

export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Configured or tracked money: 2 decimals. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const moneyTotal = (name: string) => money(name).notNull().default('0');

/** The publisher's sub ids and traffic source, as a link carries them. */
export const subIdColumns = () => ({
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  sub4: text('sub4'),
  sub5: text('sub5'),
  source: text('source'),
});

/** The click attributes conversions copy and rollups group by. */
export const visitorColumns = () => ({
  ...subIdColumns(),
  affClickId: text('aff_click_id'),
  country: text('country'),
  region: text('region'),
  deviceType: text('device_type'),
  os: text('os'),
  browser: text('browser'),
  landingPageId: uuid('landing_page_id'),
  creativeId: uuid('creative_id'),
});
