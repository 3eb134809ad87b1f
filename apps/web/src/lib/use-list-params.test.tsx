import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { SearchInput } from '../components/search-input';
import { type ListConfig, useListParams } from './list-params';

const CONFIG: ListConfig<'name', 'status'> = {
  sorts: ['name'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: { status: ['active'] },
};
const SEARCH_DELAY_MS = 30;

function ListScreen() {
  const params = useListParams(CONFIG);
  return (
    <>
      <SearchInput
        label="Search"
        value={params.state.search}
        onSearch={params.setSearch}
        delayMs={SEARCH_DELAY_MS}
      />
      <Link to="/offers/1">Offer one</Link>
    </>
  );
}

function renderList() {
  let openDetail = () => {};
  const detailLoaded = new Promise<null>((resolve) => {
    openDetail = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/offers', element: <ListScreen /> },
      { path: '/offers/:id', loader: () => detailLoaded, element: <h1>Offer one</h1> },
    ],
    { initialEntries: ['/offers'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, openDetail };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a typed search goes to the URL once typing pauses', async () => {
  const { router } = renderList();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
  await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
});

test('a search still waiting when a result is clicked does not cancel that navigation', async () => {
  const { router, openDetail } = renderList();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
  await userEvent.click(screen.getByRole('link', { name: 'Offer one' }));
  // The detail page is still loading when the search's pause ends.
  expect(router.state.navigation.state).toBe('loading');
  await wait(SEARCH_DELAY_MS * 3);
  openDetail();
  expect(await screen.findByRole('heading', { name: 'Offer one' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/offers/1');
});
