import type { RegistrationField } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import RegistrationFormPage from './registration-form-page';

const PATH = '/admin/setting/registration-form';
const URL_OF = (audience: string) => `/api/v1/settings/registration-form/${audience}`;
const HISTORY = '/api/v1/settings/history/registration-form';
const EMPTY_HISTORY = () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } });

function question(overrides: Partial<RegistrationField> = {}): RegistrationField {
  return {
    id: crypto.randomUUID(),
    label: 'Main site',
    kind: 'url',
    required: false,
    options: [],
    helpText: null,
    ...overrides,
  };
}

function renderQuestions(handlers: Parameters<typeof stubApi>[0], url = PATH) {
  const api = stubApi({ [`GET ${HISTORY}`]: EMPTY_HISTORY, ...handlers });
  const view = renderPage(
    <RegistrationFormPage screen={createScreenMeta('Registration Form', 'Settings')} />,
    {
      path: PATH,
      url,
    },
  );
  return { ...api, ...view };
}

test('adds a choice question under the saved one and sends the whole list in order', async () => {
  const saved = question();
  const { calls, user } = renderQuestions({
    [`GET ${URL_OF('publisher')}`]: () =>
      jsonResponse(200, { data: { audience: 'publisher', fields: [saved] } }),
    [`PUT ${URL_OF('publisher')}`]: () =>
      jsonResponse(200, {
        data: { audience: 'publisher', fields: [saved, question({ label: 'Visitors', kind: 'select' })] },
      }),
  });

  expect(await screen.findByRole('textbox', { name: 'Question 1 text' })).toHaveValue('Main site');
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  const second = screen.getByRole('group', { name: 'Question 2' });
  await user.type(within(second).getByRole('textbox', { name: 'Question 2 text' }), 'Visitors');
  await user.click(within(second).getByRole('combobox', { name: 'Question 2 answer type' }));
  await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
  const choices = await within(second).findByPlaceholderText('Add a choice');
  await user.type(choices, 'Under 10k{Enter}Over 10k{Enter}');
  await user.click(within(second).getByRole('switch', { name: 'Required' }));
  await user.click(screen.getByRole('button', { name: 'Save questions' }));

  expect(await screen.findByText('The publisher sign-up questions are saved.')).toBeInTheDocument();
  const body = sentForm(calls, URL_OF('publisher'));
  expect(body.get('fields[0][id]')).toBe(saved.id);
  expect(body.get('fields[0][label]')).toBe('Main site');
  expect(body.get('fields[1][label]')).toBe('Visitors');
  expect(body.get('fields[1][kind]')).toBe('select');
  expect(body.getAll('fields[1][options][]')).toEqual(['Under 10k', 'Over 10k']);
  expect(body.get('fields[1][required]')).toBe('1');
  expect(body.has('fields[1][id]')).toBe(false);
});

test("a choice question without two choices is refused before sending; the server's errors land on their question", async () => {
  const { calls, user } = renderQuestions(
    {
      [`GET ${URL_OF('advertiser')}`]: () =>
        jsonResponse(200, { data: { audience: 'advertiser', fields: [] } }),
      [`PUT ${URL_OF('advertiser')}`]: () =>
        jsonResponse(422, {
          message: 'The form has errors.',
          errors: { 'fields.0.label': ['Each question once'] },
        }),
    },
    `${PATH}?audience=advertiser`,
  );

  expect(await screen.findByText(/No extra questions/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'Budget');
  await user.click(screen.getByRole('combobox', { name: 'Question 1 answer type' }));
  await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
  await user.click(screen.getByRole('button', { name: 'Save questions' }));
  expect(await screen.findByText('Give at least two choices')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);

  await user.type(screen.getByPlaceholderText('Add a choice'), 'Small{Enter}Large{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save questions' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Question 1 text' })).toHaveAccessibleDescription(
      /Each question once/,
    ),
  );
});

test('the history card lists the sign-up question changes, and a save adds its own at once', async () => {
  const saved = question();
  const change = (summary: string, label: string) => ({
    id: crypto.randomUUID(),
    area: 'registration-form',
    at: '2026-11-20T10:00:00.000Z',
    actor: { id: crypto.randomUUID(), name: 'Dana Admin', email: 'admin@demo.test' },
    summary,
    changes: [{ field: 'Question 1', before: null, after: label, secret: false }],
  });
  const history = [change('Updated the publisher sign-up questions', 'Main site, url, optional')];
  const { user } = renderQuestions({
    [`GET ${HISTORY}`]: () => jsonResponse(200, { data: history, meta: { page: 1, perPage: 10, total: 1 } }),
    [`GET ${URL_OF('publisher')}`]: () =>
      jsonResponse(200, { data: { audience: 'publisher', fields: [saved] } }),
    [`PUT ${URL_OF('publisher')}`]: () => {
      history.unshift(change('Updated the publisher sign-up questions', 'Main blog, url, optional'));
      return jsonResponse(200, {
        data: { audience: 'publisher', fields: [{ ...saved, label: 'Main blog' }] },
      });
    },
  });

  expect(await screen.findByText('Question 1: (empty) → Main site, url, optional')).toBeInTheDocument();
  const text = screen.getByRole('textbox', { name: 'Question 1 text' });
  await user.clear(text);
  await user.type(text, 'Main blog');
  await user.click(screen.getByRole('button', { name: 'Save questions' }));
  expect(await screen.findByText('Question 1: (empty) → Main blog, url, optional')).toBeInTheDocument();
});
