import { defineSection, type RouteEntry } from './route-entry';
import { ADMIN_OFFER_ROUTES } from './route-table-admin-offers';

const role = 'admin';

export const ADMIN_ROUTES: RouteEntry[] = [
  ...defineSection(role, 'Dashboard', [
    ['dashboard', 'Dashboard', 'Network totals for today: clicks, conversions, revenue, payout and profit.'],
  ]),
  ...ADMIN_OFFER_ROUTES,
  ...defineSection(role, 'Reports', [
    [
      'report/performance',
      'Performance Report',
      'Clicks, conversions, revenue, payout and profit by any dimension.',
    ],
    ['report/conversion', 'Conversion Report', 'Each conversion with offer, publisher, status and amounts.'],
    ['report/click', 'Click Report', 'Raw clicks with their source, device, country and sub IDs.'],
  ]),
  ...defineSection(role, 'Publishers', [
    ['publisher/add', 'Add Publisher', 'Form for a new publisher account.'],
    ['publisher/manage', 'Manage Publishers', 'All publishers with status, manager and performance.'],
    ['publisher/view/:id', 'Publisher Details', 'One publisher: profile, offers, earnings and activity.'],
    ['publisher/edit/:id', 'Edit Publisher', 'Form to change a publisher account and its status.'],
    ['publisher/postback/add', 'Add Publisher Postback', 'Form for a postback URL on behalf of a publisher.'],
    ['publisher/postback/manage', 'Publisher Postbacks', 'Postback URLs of all publishers.'],
    ['publisher/postback/edit/:id', 'Edit Publisher Postback', "Form to change a publisher's postback URL."],
    [
      'publisher/postback/logs',
      'Publisher Postback Logs',
      'Calls made to publisher postbacks, with answers.',
    ],
  ]),
  ...defineSection(role, 'Advertisers', [
    ['advertiser/add', 'Add Advertiser', 'Form for a new advertiser account.'],
    ['advertiser/manage', 'Manage Advertisers', 'All advertisers with status, offers and spend.'],
    ['advertiser/view/:id', 'Advertiser Details', 'One advertiser: profile, offers, billing and activity.'],
    ['advertiser/edit/:id', 'Edit Advertiser', 'Form to change an advertiser account and its status.'],
    [
      'advertiser/postback/logs',
      'Advertiser Postback Logs',
      'Conversion postbacks received from advertisers.',
    ],
  ]),
  ...defineSection(role, 'Employees', [
    ['employee/add', 'Add Employee', 'Form for a new employee account and its role.'],
    ['employee/manage', 'Manage Employees', 'All employees with their role and status.'],
    ['employee/edit/:id', 'Edit Employee', 'Form to change an employee, their role or status.'],
    ['employee/view/:id', 'Employee Details', 'One employee: profile, role and permissions.'],
    ['employee/role/add', 'Add Role', 'Form for a new employee role and its permissions.'],
    ['employee/role/manage', 'Manage Roles', 'Employee roles with their permissions and members.'],
    ['employee/role/edit/:id', 'Edit Role', 'Form to change a role name and its permissions.'],
    ['employee/role/view/:id', 'Role Details', 'One role: its permissions and the employees who hold it.'],
  ]),
  ...defineSection(role, 'Fraud Tool', [
    ['fraud-tool', 'Fraud Tool', 'Suspicious clicks and conversions, and the rules that flag them.'],
  ]),
  ...defineSection(role, 'Integration', [
    ['integration', 'Integration', 'Connections to outside platforms and the network API keys.'],
  ]),
  ...defineSection(role, 'Mailer', [
    ['mailer/campaign', 'Mail Campaigns', 'Email campaigns to publishers or advertisers, with their status.'],
    ['mailer/send', 'Send Mail', 'Form to write and send an email to chosen users.'],
    ['mailer/delivery-logs', 'Delivery Logs', 'Every email sent, with recipient and delivery result.'],
  ]),
  ...defineSection(role, 'Billing', [
    ['billing', 'Billing', 'Publisher payouts and advertiser invoices to create, review and settle.'],
  ]),
  ...defineSection(role, 'Settings', [
    ['setting/general', 'General Settings', 'Network name, logo, favicon, time zone and defaults.'],
    ['setting/company', 'Company Settings', 'Legal name, address and tax details shown on invoices.'],
    ['setting/domain', 'Domain Settings', 'Panel and tracking domains of the network.'],
    [
      'setting/publisher',
      'Publisher Settings',
      'Defaults for publishers: approval, payouts and permissions.',
    ],
    ['setting/advertiser', 'Advertiser Settings', 'Defaults for advertisers: approval and billing.'],
    ['setting/smtp', 'SMTP Settings', 'The mail server used to send the network emails.'],
    ['setting/system-email', 'System Emails', 'Templates of the emails the platform sends automatically.'],
    [
      'setting/registration-form',
      'Registration Form',
      'Fields asked on the publisher and advertiser sign-up forms.',
    ],
    ['setting/payment-method', 'Payment Methods', 'Payment methods publishers can choose, and their fields.'],
    ['setting/currency', 'Currencies', 'Currencies in use and their exchange rates.'],
    ['setting/invoice-tax', 'Invoice & Tax', 'Invoice numbering, terms and tax rates.'],
    ['setting/integration', 'Integration Settings', 'Keys and options of connected services.'],
  ]),
];
