import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createPublisher } from '../../../testing/factories';
import { jsonResponse, sentForm, type stubApi } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerEditPage from './partner-edit-page';

function renderEdit(id: string, handlers: Parameters<typeof stubApi>[0]) {
  return renderPartnerPage(
    PartnerEditPage,
    { kind: 'publisher', title: 'Edit Publisher', screen: 'edit', id },
    handlers,
  );
}

test('loads the publisher with its traffic and messenger, and saves them with PUT', async () => {
  const publisher = createPublisher({
    company: 'Pat Media',
    trafficSources: ['social'],
    messenger: 'telegram',
    messengerHandle: '@pat',
  });
  const url = `/api/v1/publishers/${publisher.id}`;
  const { calls, user } = renderEdit(publisher.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: publisher }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: publisher }),
  });

  expect(await screen.findByRole('checkbox', { name: 'Social media' })).toBeChecked();
  expect(screen.queryByRole('textbox', { name: 'IP allowlist' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Validation deadline (days)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${publisher.id}`);
  const body = sentForm(calls, url);
  expect(body.getAll('trafficSources[]')).toEqual(['social']);
  expect(body.get('messenger')).toBe('telegram');
  expect(body.get('messengerHandle')).toBe('@pat');
  expect(body.has('ipAllowlist[]')).toBe(false);
  // The validation deadline is an advertiser's: no input, nothing sent.
  expect(body.has('validationDays')).toBe(false);
  expect(body.has('validationAction')).toBe(false);
});

test('the hold before payment shows the stored days and is sent as changed', async () => {
  const publisher = createPublisher({ company: 'Hold Media', holdDays: 14 });
  const url = `/api/v1/publishers/${publisher.id}`;
  const { calls, user } = renderEdit(publisher.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: publisher }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: publisher }),
  });

  const hold = await screen.findByRole('textbox', { name: 'Hold before payment (days)' });
  expect(hold).toHaveValue('14');
  await user.clear(hold);
  await user.type(hold, '30');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${publisher.id}`);
  expect(sentForm(calls, url).get('holdDays')).toBe('30');
});

test('a cleared hold before payment is not sent (none)', async () => {
  const publisher = createPublisher({ company: 'Hold Media', holdDays: 14 });
  const url = `/api/v1/publishers/${publisher.id}`;
  const { calls, user } = renderEdit(publisher.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: publisher }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: publisher }),
  });

  await user.clear(await screen.findByRole('textbox', { name: 'Hold before payment (days)' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${publisher.id}`);
  expect(sentForm(calls, url).has('holdDays')).toBe(false);
});

test('the minimum payout shows the stored amount in their currency and is sent as changed', async () => {
  const publisher = createPublisher({ company: 'Min Media', currency: 'EUR', minimumPayout: '80.00' });
  const url = `/api/v1/publishers/${publisher.id}`;
  const { calls, user } = renderEdit(publisher.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: publisher }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: publisher }),
  });

  const minimum = await screen.findByRole('textbox', { name: 'Minimum payout' });
  expect(minimum).toHaveValue('80.00');
  expect(minimum.parentElement).toHaveTextContent('EUR');
  await user.clear(minimum);
  await user.type(minimum, '100');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${publisher.id}`);
  expect(sentForm(calls, url).get('minimumPayout')).toBe('100.00');
});

test("a cleared minimum payout is not sent (the payout method's alone)", async () => {
  const publisher = createPublisher({ company: 'Min Media', minimumPayout: '80.00' });
  const url = `/api/v1/publishers/${publisher.id}`;
  const { calls, user } = renderEdit(publisher.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: publisher }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: publisher }),
  });

  await user.clear(await screen.findByRole('textbox', { name: 'Minimum payout' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${publisher.id}`);
  expect(sentForm(calls, url).has('minimumPayout')).toBe(false);
});

test('an id in the URL that is not an id is not found instead of an error with a retry', async () => {
  renderEdit('xyz', {});

  expect(await screen.findByRole('heading', { name: 'Publisher not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
