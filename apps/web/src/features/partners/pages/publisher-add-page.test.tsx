import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createPublisher } from '../../../testing/factories';
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
