import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { ListQueryGate } from './list-query-gate';

/** A card's list fed by `load`, each call answering the next result in turn. */
function Rows({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load });
  return (
    <ListQueryGate
      query={query}
      loadingLabel="Loading rows"
      errorTitle="Could not load rows"
      empty="No rows yet."
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListQueryGate>
  );
}

test('a loader while pending, then the rows', async () => {
  let answer: (rows: string[]) => void = () => {};
  renderWithProviders(<Rows load={() => new Promise((resolve) => (answer = resolve))} />);
  expect(screen.getByLabelText('Loading rows')).toBeInTheDocument();
  answer(['first', 'second']);
  expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByLabelText('Loading rows')).not.toBeInTheDocument();
});

test('an empty list says what empty means', async () => {
  renderWithProviders(<Rows load={async () => []} />);
  expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('an error offers a retry that loads again', async () => {
  const answers = [Promise.reject(new Error('down')), Promise.resolve(['back'])];
  for (const answer of answers) answer.catch(() => {});
  let calls = 0;
  renderWithProviders(<Rows load={() => answers[calls++] as Promise<string[]>} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load rows');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('back')).toBeInTheDocument();
  expect(calls).toBe(2);
});
