import { defineSection, type RouteEntry } from './route-entry';

const role = 'advertiser';

export const ADVERTISER_ROUTES: RouteEntry[] = [
  ...defineSection(role, 'Dashboard', [
    ['dashboard', 'Dashboard', "Today's clicks, conversions and spend on your offers at a glance."],
  ]),
  ...defineSection(role, 'Offers', [
    ['offer/list', 'Offers', 'Your offers with status, payout and recent performance.'],
    ['offer/view/:id', 'Offer Details', 'One of your offers: settings, landing pages and results.'],
  ]),
  ...defineSection(role, 'Reports', [
    [
      'report/performance',
      'Performance Report',
      'Clicks, conversions and cost of your offers by day or offer.',
    ],
    ['report/conversions', 'Conversions Report', 'Each conversion on your offers with its status and cost.'],
  ]),
  ...defineSection(role, 'Invoices', [
    ['invoice/list', 'Invoices', 'Invoices billed to you with period, amount and payment status.'],
    ['invoice/view/:id', 'Invoice Details', 'One invoice: its lines per offer, totals and payment status.'],
  ]),
  ...defineSection(role, 'Settings', [
    ['setting/account', 'Account Settings', 'Your profile, company details and password.'],
    ['setting/payment', 'Payment Settings', 'How you pay: billing details and payment method.'],
  ]),
  ...defineSection(role, 'Notifications', [
    [
      'notification/list',
      'Notifications',
      'Messages from the network about offers, invoices and your account.',
    ],
    ['notification/view/:id', 'Notification', 'One message from the network in full.'],
  ]),
];
