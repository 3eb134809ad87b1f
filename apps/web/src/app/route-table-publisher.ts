import { defineSection, type RouteEntry } from './route-entry';

const role = 'publisher';

export const PUBLISHER_ROUTES: RouteEntry[] = [
  ...defineSection(role, 'Dashboard', [
    ['dashboard', 'Dashboard', "Today's clicks, conversions, earnings and top offers at a glance."],
  ]),
  ...defineSection(role, 'Reports', [
    [
      'report/performance',
      'Performance Report',
      'Clicks, conversions, payout and EPC grouped by day or offer.',
    ],
    [
      'report/conversions',
      'Conversions Report',
      'Each conversion with its offer, status, payout and sub IDs.',
    ],
  ]),
  ...defineSection(role, 'Offers', [
    ['offer/available', 'Available Offers', 'Offers open to you: public ones and those you may request.'],
    ['offer/approved', 'Approved Offers', 'Offers you are approved to run, with your tracking links.'],
    ['offer/view/:id', 'Offer Details', 'An offer: payouts, allowed traffic, landing pages and creatives.'],
  ]),
  ...defineSection(role, 'Invoices', [
    ['invoice/list', 'Invoices', 'Your invoices with period, amount and payment status.'],
    ['invoice/view/:id', 'Invoice Details', 'One invoice: its lines per offer, totals and payment status.'],
  ]),
  ...defineSection(role, 'Tools', [
    ['tools/api', 'API Access', 'Your API key and how to pull offers and reports programmatically.'],
    ['tools/postback/list', 'Postbacks', 'Your postback URLs that are called when conversions happen.'],
    ['tools/postback/add', 'Add Postback', 'Form for a new postback URL with its offer and macros.'],
    ['tools/postback/edit/:id', 'Edit Postback', 'Form to change a postback URL, its offer or its status.'],
    [
      'tools/postback/log/:id?',
      'Postback Logs',
      'Calls made to your postbacks, with their answers; one postback or all.',
    ],
  ]),
  ...defineSection(role, 'Settings', [
    ['setting/account', 'Account Settings', 'Your profile, contact details and password.'],
    ['setting/payment', 'Payment Settings', 'How you are paid: payment method and its details.'],
  ]),
  ...defineSection(role, 'Notifications', [
    [
      'notification/list',
      'Notifications',
      'Messages from the network about offers, payments and your account.',
    ],
    ['notification/view/:id', 'Notification', 'One message from the network in full.'],
  ]),
];
