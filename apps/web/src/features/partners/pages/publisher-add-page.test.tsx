import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createPublisher } from '../../../testing/factories';
import type { PageUser } from '../../../testing/render-page';
import { jsonResponse, sentForm, type stubApi } from '../../../testing/stub-api';
import { renderPartnerPage } from '../testing/render-partner-page';
import PartnerAddPage from './partner-add-page';

const CREATE_URL = '/api/v1/publishers';

function renderAdd(handlers: Parameters<typeof stubApi>[0] = {}) {
  return renderPartnerPage(
    PartnerAddPage,
    { kind: 'publisher', title: 'Add Publisher', screen: 'add' },
    handlers,
  );
}

async function fillRequired(user: PageUser) {
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Pat Media');
  await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Pat Publisher');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'pat@media.example');
}

/** The currency shown in the minimum payout's right section. */
function minimumPayoutCurrency(): string | null {
  return screen.getByRole('textbox', { name: 'Minimum payout' }).parentElement?.textContent ?? null;
}

test('sends traffic sources as repeated trafficSources[] with the messenger, then opens the publisher', async () => {
  const created = createPublisher({ company: 'Pat Media' });
  const { calls, user } = renderAdd({ [`POST ${CREATE_URL}`]: () => jsonResponse(201, { data: created }) });

  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Pat Media');
  await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Pat Publisher');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'pat@media.example');
  await user.click(screen.getByRole('checkbox', { name: 'Social media' }));
  await user.click(screen.getByRole('checkbox', { name: 'Mobile apps' }));
  await user.click(screen.getByRole('combobox', { name: 'Messenger' }));
  await user.click(await screen.findByRole('option', { name: 'Telegram' }));
  await user.type(screen.getByRole('textbox', { name: 'Messenger handle' }), '@patmedia');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${created.id}`);
  expect(await screen.findByText('Pat Media added')).toBeInTheDocument();
  const body = sentForm(calls, CREATE_URL);
  expect(body.getAll('trafficSources[]')).toEqual(['social', 'mobile_app']);
  expect(body.get('messenger')).toBe('telegram');
  expect(body.get('messengerHandle')).toBe('@patmedia');
  expect(body.has('ipAllowlist[]')).toBe(false);
  // Left empty: no minimum of their own, their payout method's alone.
  expect(body.has('minimumPayout')).toBe(false);
});

test("a minimum payout is sent as an amount in the publisher's currency, which the input shows", async () => {
  const created = createPublisher({ company: 'Pat Media', currency: 'EUR', minimumPayout: '120.50' });
  const { calls, user } = renderAdd({ [`POST ${CREATE_URL}`]: () => jsonResponse(201, { data: created }) });

  await fillRequired(user);
  const minimum = screen.getByRole('textbox', { name: 'Minimum payout' });
  expect(minimum).not.toBeRequired();
  expect(minimum).toHaveAccessibleDescription(expect.stringContaining("the payout method's minimum"));
  expect(minimumPayoutCurrency()).toBe('USD');
  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));
  expect(minimumPayoutCurrency()).toBe('EUR');
  await user.type(minimum, '120.5');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/publisher/view/${created.id}`);
  const body = sentForm(calls, CREATE_URL);
  expect(body.get('minimumPayout')).toBe('120.50');
  expect(body.get('currency')).toBe('EUR');
});

test('a minimum payout that is not an amount is refused before sending', async () => {
  const { calls, user } = renderAdd();

  await fillRequired(user);
  await user.type(screen.getByRole('textbox', { name: 'Minimum payout' }), '12.345');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));

  expect(await screen.findByText('Enter an amount such as 12.50 (at most 2 decimals)')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test("the server's 422 field error on the minimum payout is shown on its input", async () => {
  const message = 'The minimum payout is too large.';
  const { user } = renderAdd({
    [`POST ${CREATE_URL}`]: () =>
      jsonResponse(422, { message: 'Invalid input', errors: { minimumPayout: [message] } }),
  });

  await fillRequired(user);
  const minimum = screen.getByRole('textbox', { name: 'Minimum payout' });
  await user.type(minimum, '9999999999.99');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(minimum).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(minimum).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(minimum).toHaveFocus());
  expect(screen.queryByText('Could not save the publisher')).not.toBeInTheDocument();
});

test('a publisher may be added without traffic sources; the schema still checks the rest', async () => {
  const { calls, user } = renderAdd();

  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));

  expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(screen.queryByText('Choose at least one traffic source')).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});
