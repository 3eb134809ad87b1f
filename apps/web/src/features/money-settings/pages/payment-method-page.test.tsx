import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import { createPaymentMethod, emptyHistory } from '../testing/money-factories';
import PaymentMethodPage from './payment-method-page';

const URL = '/api/v1/settings/payment-methods';
const PATH = '/admin/setting/payment-method';

function renderMethods(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ ...emptyHistory('payment-method'), ...handlers });
  const view = renderPage(<PaymentMethodPage screen={createScreenMeta('Payment Methods', 'Settings')} />, {
    path: PATH,
  });
  return { ...api, ...view };
}

test('lists the methods with their fields, minimum payout and how many partners chose each', async () => {
  renderMethods({
    [`GET ${URL}`]: () => jsonResponse(200, { data: [createPaymentMethod({ chosenBy: 3 })] }),
  });
  const row = (await screen.findByText('PayPal')).closest('tr') as HTMLElement;
  expect(within(row).getByText('PayPal e-mail')).toBeInTheDocument();
  expect(within(row).getByText('50.00 USD')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(within(row).getByRole('switch', { name: 'PayPal enabled' })).toBeChecked();
  expect(screen.getByText('No changes yet.')).toBeInTheDocument();
});

test('adds a custom method with its fields; a field error from the server lands on its row', async () => {
  let posts = 0;
  const { calls, user } = renderMethods({
    [`GET ${URL}`]: () => jsonResponse(200, { data: [] }),
    [`POST ${URL}`]: () => {
      posts += 1;
      return posts === 1
        ? jsonResponse(422, {
            message: 'The form has errors.',
            errors: { 'fields.0.label': ['Use letters or digits'] },
          })
        : jsonResponse(201, { data: createPaymentMethod({ kind: 'custom', name: 'Payoneer' }) });
    },
  });
  expect(await screen.findByText(/No payment methods yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add payment method' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByRole('option', { name: 'Custom' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payoneer');
  await user.type(within(dialog).getByRole('textbox', { name: 'Minimum payout' }), '25');
  await user.type(within(dialog).getByRole('textbox', { name: 'Field 1 label' }), 'Payoneer e-mail');
  await user.click(within(dialog).getByRole('button', { name: 'Add method' }));

  expect(await within(dialog).findByText('Use letters or digits')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(body.get('kind')).toBe('custom');
  expect(body.get('fields[0][label]')).toBe('Payoneer e-mail');
  expect(body.get('fields[0][required]')).toBe('1');

  await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
  expect(await screen.findByText('Payment method "Payoneer" added.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a built-in method sends no custom fields; the page refuses a blank minimum before sending', async () => {
  const { calls, user } = renderMethods({ [`GET ${URL}`]: () => jsonResponse(200, { data: [] }) });
  await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
  await user.click(within(dialog).getByRole('button', { name: 'Add method' }));
  expect(await within(dialog).findByText(/Enter an amount/)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('deleting a method partners chose shows the server refusal and suggests disabling', async () => {
  const method = createPaymentMethod({ chosenBy: 1 });
  const { user } = renderMethods({
    [`GET ${URL}`]: () => jsonResponse(200, { data: [method] }),
    [`DELETE ${URL}/${method.id}`]: () =>
      jsonResponse(409, {
        message: 'A partner has chosen PayPal: disable it instead, so no one new can choose it.',
      }),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete PayPal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete PayPal?' });
  expect(within(dialog).getByText(/1 partner has chosen it: disable it instead/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/A partner has chosen PayPal: disable it instead/)).toBeInTheDocument();
});
