import type { OfferCategory } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createOfferCategory } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import OfferCategoryListPage from './offer-category-list-page';

const LIST_URL = '/api/v1/offer-categories';
const PATH = '/admin/offer/categories';

const pageOf = (rows: OfferCategory[]) => ({
  data: rows,
  meta: { page: 1, perPage: 25, total: rows.length },
});

function renderCategories(
  categories: OfferCategory[],
  handlers: Parameters<typeof stubApi>[0] = {},
  url: string = PATH,
) {
  const api = stubApi({ [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf(categories)), ...handlers });
  const view = renderPage(<OfferCategoryListPage screen={createScreenMeta('Offer Categories', 'Offers')} />, {
    path: PATH,
    url,
  });
  return { ...api, ...view };
}

test('lists categories with their descriptions and offer counts', async () => {
  renderCategories([
    createOfferCategory({ name: 'Finance', offerCount: 12, description: 'Loans and cards' }),
    createOfferCategory({ name: 'Travel', offerCount: 0 }),
  ]);

  const row = (await screen.findByText('Finance')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Loans and cards')).toBeInTheDocument();
  expect(within(row).getByText('12')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Edit Finance' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Travel' })).toBeInTheDocument();
});

test('adds a category from the dialog and reloads the list', async () => {
  const created = createOfferCategory({ name: 'Gaming' });
  const { calls, user } = renderCategories([], {
    [`POST ${LIST_URL}`]: () => jsonResponse(201, { data: created }),
  });

  expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Add category' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Add category' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gaming');
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

  expect(await screen.findByText('Category "Gaming" added.')).toBeInTheDocument();
  const body = sentForm(calls, LIST_URL);
  expect(body.get('name')).toBe('Gaming');
  expect(body.has('description')).toBe(false);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(queriesTo(calls, LIST_URL)).toHaveLength(2);
});

test('a blank name is refused before sending, and a taken name comes back onto the field', async () => {
  const message = 'A category with this name exists';
  const { calls, user } = renderCategories([createOfferCategory({ name: 'Finance' })], {
    [`POST ${LIST_URL}`]: () => jsonResponse(409, { message: 'Conflict', errors: { name: [message] } }),
  });

  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add category' });
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
  expect(await within(dialog).findByText('Enter the category name')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.type(name, 'finance');
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
  await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).queryByText('Could not save the category')).not.toBeInTheDocument();
});

test('edits a category with PUT to its own address', async () => {
  const finance = createOfferCategory({ name: 'Finance', description: 'Loans' });
  const url = `${LIST_URL}/${finance.id}`;
  const { calls, user } = renderCategories([finance], {
    [`PUT ${url}`]: () => jsonResponse(200, { data: { ...finance, name: 'Personal finance' } }),
  });

  await user.click(await screen.findByRole('button', { name: 'Edit Finance' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Finance' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Finance');
  await user.clear(name);
  await user.type(name, 'Personal finance');
  await user.click(within(dialog).getByRole('button', { name: 'Save category' }));

  expect(await screen.findByText('Category "Personal finance" saved.')).toBeInTheDocument();
  const body = sentForm(calls, url);
  expect(body.get('name')).toBe('Personal finance');
  expect(body.get('description')).toBe('Loans');
});

test('delete says how many offers lose the category, then deletes it', async () => {
  const finance = createOfferCategory({ name: 'Finance', offerCount: 12 });
  const url = `${LIST_URL}/${finance.id}`;
  const { calls, user } = renderCategories([finance], {
    [`DELETE ${url}`]: () => new Response(null, { status: 204 }),
  });

  await user.click(await screen.findByRole('button', { name: 'Delete Finance' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Finance?' });
  expect(dialog).toHaveTextContent('12 offers will lose this category.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));

  expect(await screen.findByText('Category "Finance" deleted.')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE' && call.url === url)).toBe(true);
});

test('a failed load shows the error with a retry', async () => {
  let attempts = 0;
  const { user } = renderCategories([], {
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, pageOf([createOfferCategory({ name: 'Travel' })]));
    },
  });

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load categories' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Travel')).toBeInTheDocument();
});

test('search, sort and page live in the URL and go to the server', async () => {
  const { calls, user, router } = renderCategories(
    [createOfferCategory({ name: 'Finance', offerCount: 3 })],
    {},
    `${PATH}?search=fin&sort=offerCount&order=desc&perPage=50`,
  );

  expect(await screen.findByText('Finance')).toBeInTheDocument();
  const [first] = queriesTo(calls, LIST_URL);
  expect(Object.fromEntries(first ?? [])).toEqual({
    page: '1',
    perPage: '50',
    sort: 'offerCount',
    order: 'desc',
    search: 'fin',
  });
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('fin');

  await user.click(screen.getByRole('button', { name: /Category/ }));
  await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL).at(-1) ?? [])).toMatchObject({
    sort: 'name',
    order: 'asc',
  });
});

test('ten rows a page from the URL go to the server, and the page sizes offered start at ten', async () => {
  const { calls, user } = renderCategories(
    [createOfferCategory({ name: 'Finance' })],
    {},
    `${PATH}?perPage=10`,
  );

  expect(await screen.findByText('Finance')).toBeInTheDocument();
  expect(queriesTo(calls, LIST_URL)[0]?.get('perPage')).toBe('10');
  const size = screen.getByRole('combobox', { name: 'Rows per page' });
  expect(size).toHaveValue('10');
  await user.click(size);
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
});

test('a search that matches nothing offers to clear it', async () => {
  const { user, router } = renderCategories([], {}, `${PATH}?search=zzz`);

  expect(
    await screen.findByRole('heading', { name: 'No categories match these filters' }),
  ).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
  await waitFor(() => expect(router.state.location.search).toBe(''));
});
