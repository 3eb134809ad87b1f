import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { createAppConfig } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-app';
import { jsonResponse, stubApi } from '../../testing/stub-api';
import { type ChoosableColumn, ColumnChooser } from './column-chooser';

const COLUMNS: ChoosableColumn[] = [
  { key: 'clicks', label: 'Gross clicks' },
  { key: 'conversions', label: 'Conversions' },
  { key: 'revenue', label: 'Revenue' },
];

beforeEach(() => {
  stubApi({ 'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }) });
});

/** The chooser as a page holds it: the hidden keys in state, each change also reported. */
function Chooser({ initial = [], onChange }: { initial?: string[]; onChange: (hidden: string[]) => void }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <ColumnChooser
      columns={COLUMNS}
      hidden={hidden}
      onChange={(next) => {
        onChange(next);
        setHidden(new Set(next));
      }}
    />
  );
}

async function open(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = 'Columns') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Columns shown' });
}

test('lists every column ticked; unticking one reports the hidden keys in the table’s order', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Chooser onChange={onChange} />);

  const dialog = await open(user);
  for (const { label } of COLUMNS)
    expect(within(dialog).getByRole('checkbox', { name: label })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Revenue' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Gross clicks' }));

  expect(onChange).toHaveBeenLastCalledWith(['clicks', 'revenue']);
  expect(within(dialog).getByRole('checkbox', { name: 'Revenue' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Columns (2 hidden)' })).toBeInTheDocument();
});

test('the last column shown cannot be unticked; "Show all" brings every column back', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Chooser initial={['clicks', 'revenue']} onChange={onChange} />);

  const dialog = await open(user, 'Columns (2 hidden)');
  expect(within(dialog).getByRole('checkbox', { name: 'Conversions' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Show all' }));

  expect(onChange).toHaveBeenLastCalledWith([]);
  for (const { label } of COLUMNS)
    expect(within(dialog).getByRole('checkbox', { name: label })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Show all' })).toBeDisabled();
});

test('a saved key the table no longer has is dropped at the next change and counts for nothing', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Chooser initial={['gone']} onChange={onChange} />);

  const dialog = await open(user, 'Columns');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Conversions' }));
  expect(onChange).toHaveBeenLastCalledWith(['conversions']);
});
