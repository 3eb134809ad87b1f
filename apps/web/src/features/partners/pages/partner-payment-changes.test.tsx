import type { PartnerPaymentChange } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createPublisher } from '../../../testing/factories';
import { jsonResponse, queriesTo } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerViewPage from './partner-view-page';

const publisher = createPublisher({ company: 'Acme Ads' });
const CHANGES_URL = `/api/v1/publishers/${publisher.id}/payment-changes`;

function changeOf(overrides: Partial<PartnerPaymentChange> = {}): PartnerPaymentChange {
  return {
    id: crypto.randomUUID(),
    at: '2026-11-20T10:15:00.000Z',
    actor: { id: crypto.randomUUID(), name: 'Ann Acme', email: 'ann@acme.test', kind: 'partner' },
    methodBefore: 'PayPal',
    methodAfter: 'PayPal',
    fields: [
      {
        key: 'email',
        label: 'PayPal e-mail',
        before: 'old@acme.test',
        after: 'new@acme.test',
        secret: false,
      },
    ],
    ...overrides,
  };
}

function renderView(changes: () => Response | Promise<Response>) {
  return renderPartnerPage(
    PartnerViewPage,
    { kind: 'publisher', title: 'Publisher Details', screen: 'view', id: publisher.id },
    {
      [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
      [`GET ${CHANGES_URL}`]: changes,
    },
  );
}

test('the view page lists the payment changes: who, when, the methods, old and new values, secrets named only', async () => {
  let answer: (response: Response) => void = () => undefined;
  const { calls } = renderView(() => new Promise<Response>((resolve) => (answer = resolve)));

  const section = await screen.findByRole('region', { name: 'Payment changes' });
  const table = within(section).getByRole('table', { name: 'Payment changes' });
  expect(table).toHaveAttribute('aria-busy', 'true');

  answer(
    jsonResponse(200, {
      data: [
        changeOf(),
        changeOf({
          actor: { id: crypto.randomUUID(), name: 'Sam Staff', email: 'sam@network.test', kind: 'staff' },
          methodBefore: 'Wire',
          methodAfter: 'Payoneer',
          fields: [{ key: 'api-key', label: 'API key', before: null, after: null, secret: true }],
        }),
        changeOf({ actor: null, methodBefore: null, methodAfter: 'Wire', fields: [] }),
      ],
      meta: { page: 1, perPage: 25, total: 3 },
    }),
  );

  expect(
    await within(section).findByText('PayPal e-mail: old@acme.test → new@acme.test'),
  ).toBeInTheDocument();
  expect(table).toHaveAttribute('aria-busy', 'false');
  expect(within(section).getByText('Ann Acme (the partner)')).toBeInTheDocument();
  expect(within(section).getByText('Sam Staff (staff)')).toBeInTheDocument();
  expect(within(section).getByText('Wire → Payoneer')).toBeInTheDocument();
  expect(within(section).getByText('API key changed (value not shown)')).toBeInTheDocument();
  expect(within(section).getByText('Wire (first choice)')).toBeInTheDocument();
  expect(within(section).getByText('A deleted user')).toBeInTheDocument();
  expect(queriesTo(calls, CHANGES_URL)[0]?.get('page')).toBe('1');
});

test('says when the partner changed nothing yet, and offers a retry when the list fails', async () => {
  const first = renderView(() => jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }));
  const section = await screen.findByRole('region', { name: 'Payment changes' });
  expect(await within(section).findByText('No payment changes yet.')).toBeInTheDocument();
  first.unmount();

  renderView(() => jsonResponse(500, { message: 'Storage is down.' }));
  const failed = await screen.findByRole('region', { name: 'Payment changes' });
  expect(await within(failed).findByText('Could not load payment changes')).toBeInTheDocument();
  expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
