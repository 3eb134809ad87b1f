import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { formatDate } from '../../../lib/format';
import { createPublisher } from '../../../testing/factories';
import { jsonResponse, type stubApi } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerViewPage from './partner-view-page';

function renderView(id: string, handlers: Parameters<typeof stubApi>[0]) {
  return renderPartnerPage(
    PartnerViewPage,
    { kind: 'publisher', title: 'Publisher Details', screen: 'view', id },
    handlers,
  );
}

test('shows the traffic sources and messenger with readable labels, and the applicable actions', async () => {
  const publisher = createPublisher({
    company: 'Pat Media',
    status: 'pending',
    trafficSources: ['social', 'mobile_app'],
    messenger: 'whatsapp',
    messengerHandle: '+44 20 7946 0000',
  });
  renderView(publisher.id, {
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Pat Media' })).toBeInTheDocument();
  expect(screen.getByText('Social media')).toBeInTheDocument();
  expect(screen.getAllByText(new RegExp(`#${publisher.ref}$`)).length).toBeGreaterThan(0);
  expect(screen.getByText('Mobile apps')).toBeInTheDocument();
  expect(screen.getByText('WhatsApp')).toBeInTheDocument();
  for (const action of ['Approve', 'Reject', 'Block']) {
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  }
  expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Conversion security' })).not.toBeInTheDocument();
});

test.each([
  { publisher: { minimumPayout: '120.50', currency: 'EUR' }, shown: '€120.50' },
  { publisher: { minimumPayout: '80.00', currency: 'CHF' }, shown: '80.00 CHF' },
  { publisher: { minimumPayout: null }, shown: "The payout method's" },
])('shows the minimum payout beside the hold: $shown', async ({ publisher: fields, shown }) => {
  const publisher = createPublisher(fields);
  renderView(publisher.id, {
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
  });

  const card = await screen.findByRole('region', { name: 'Traffic, payment and messenger' });
  expect(card).toHaveTextContent(`Minimum payout${shown}`);
});

test.each([
  { acceptedAt: '2026-11-20T09:00:00.000Z', shown: `Accepted on ${formatDate('2026-11-20T09:00:00.000Z')}` },
  { acceptedAt: null, shown: 'Not accepted yet' },
])('shows whether the publisher accepted self-billing: $shown', async ({ acceptedAt, shown }) => {
  const publisher = createPublisher({ selfBillingAcceptedAt: acceptedAt });
  renderView(publisher.id, {
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
  });
  const card = await screen.findByRole('region', { name: 'Traffic, payment and messenger' });
  expect(card).toHaveTextContent(`Self-billing agreement${shown}`);
});

test("shows the answers to the network's sign-up questions, as text, only when there are some", async () => {
  const asked = createPublisher({
    company: 'Asked Media',
    registrationAnswers: [
      { fieldId: crypto.randomUUID(), label: 'Monthly visitors', kind: 'select', value: '10k to 100k' },
      { fieldId: crypto.randomUUID(), label: 'Heard of us', kind: 'text', value: '<b>=HYPERLINK("x")</b>' },
    ],
  });
  const first = renderView(asked.id, {
    [`GET /api/v1/publishers/${asked.id}`]: () => jsonResponse(200, { data: asked }),
  });
  const card = await screen.findByRole('region', { name: 'Sign-up answers' });
  expect(card).toHaveTextContent('Monthly visitors10k to 100k');
  expect(card).toHaveTextContent('<b>=HYPERLINK("x")</b>');
  first.unmount();

  const staffAdded = createPublisher({ company: 'Added Media' });
  renderView(staffAdded.id, {
    [`GET /api/v1/publishers/${staffAdded.id}`]: () => jsonResponse(200, { data: staffAdded }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Added Media' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Sign-up answers' })).not.toBeInTheDocument();
});

test('an unknown id shows a not-found state with the way back to the list', async () => {
  const id = crypto.randomUUID();
  renderView(id, {
    [`GET /api/v1/publishers/${id}`]: () => jsonResponse(404, { message: 'Publisher not found.' }),
  });

  expect(await screen.findByRole('heading', { name: 'Publisher not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to publishers' })).toHaveAttribute(
    'href',
    '/admin/publisher/manage',
  );
});

test('an id in the URL that is not an id is not found, without asking the server', async () => {
  renderView('xyz', {});

  expect(await screen.findByRole('heading', { name: 'Publisher not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to publishers' })).toHaveAttribute(
    'href',
    '/admin/publisher/manage',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a publisher the server does not know (404) is not found either', async () => {
  const id = crypto.randomUUID();
  renderView(id, {
    [`GET /api/v1/publishers/${id}`]: () => jsonResponse(404, { message: 'Publisher not found.' }),
  });

  expect(await screen.findByRole('heading', { name: 'Publisher not found' })).toBeInTheDocument();
});

test("shows the publisher's payment method, its details, and when they changed it", async () => {
  const publisher = createPublisher({ company: 'Pat Media' });
  renderView(publisher.id, {
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
    [`GET /api/v1/publishers/${publisher.id}/payment-settings`]: () =>
      jsonResponse(200, {
        data: {
          method: {
            id: crypto.randomUUID(),
            kind: 'paypal',
            name: 'PayPal',
            enabled: true,
            minimumPayout: '50.00',
            currency: 'USD',
            fields: [{ key: 'email', label: 'PayPal e-mail', type: 'email', required: true }],
          },
          details: { email: 'pat@media.example' },
          changedAt: '2026-11-20T10:15:00.000Z',
        },
      }),
  });

  const card = await screen.findByRole('region', { name: 'Payment settings' });
  expect(await within(card).findByText('pat@media.example')).toBeInTheDocument();
  expect(within(card).getByText('PayPal')).toBeInTheDocument();
  expect(within(card).getByText(/Changed by the partner on/)).toBeInTheDocument();
});

test("shows staff the publisher's balance per currency, each state in its column", async () => {
  const publisher = createPublisher({ company: 'Pat Media' });
  renderView(publisher.id, {
    [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
    [`GET /api/v1/billing/publishers/${publisher.id}/balance`]: () =>
      jsonResponse(200, {
        data: [
          {
            currency: 'EUR',
            onHold: '3.00',
            notInvoiced: '10.00',
            inDraft: '5.00',
            outstanding: '12.00',
            overdue: '12.00',
            paid: '8.00',
          },
        ],
      }),
  });

  const table = await screen.findByRole('table', { name: 'Balance' });
  const [, row] = within(table).getAllByRole('row');
  expect(
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['EUR', '€3.00', '€10.00', '€5.00', '€12.00', '€12.00', '€8.00']);
});
