import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import type { DayRange } from '../lib/date-ranges';
import { DateRangePicker } from './date-range-picker';

const TODAY = '2026-03-15';

type HarnessProps = { initial: Partial<DayRange>; maxDays?: number; limitReason?: string; anyTime?: boolean };

/** The picker with its range in state, shown as text so a test reads what it chose. */
function Harness({ initial, ...props }: HarnessProps) {
  const [range, setRange] = useState<Partial<DayRange> | null>(initial);
  return (
    <>
      <DateRangePicker value={range ?? {}} onChange={setRange} today={TODAY} {...props} />
      <p data-testid="range">{range ? `${range.from} → ${range.to}` : 'any time'}</p>
    </>
  );
}

function renderPicker(props: HarnessProps) {
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider env="test">
      <Harness {...props} />
    </MantineProvider>,
  );
  return user;
}

const shown = () => screen.getByTestId('range').textContent;

test('a bounded picker says why, disables longer presets and offers only days that keep the range within it', async () => {
  const user = renderPicker({
    initial: { from: TODAY, to: TODAY },
    maxDays: 7,
    limitReason: 'the log reads every click',
  });
  expect(screen.getByText('At most 7 days: the log reads every click')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Date range' }));
  expect(screen.getByRole('option', { name: 'Last 7 days' })).not.toHaveAttribute('data-combobox-disabled');
  for (const longer of ['Last 30 days', 'This month', 'Last month']) {
    expect(screen.getByRole('option', { name: `${longer} (over 7 days)` })).toHaveAttribute(
      'data-combobox-disabled',
    );
  }
  await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
  expect(shown()).toBe('2026-03-09 → 2026-03-15');

  await user.click(screen.getByRole('button', { name: /From – to/ }));
  await user.click(screen.getByRole('button', { name: '10 March 2026' }));
  // Seven days either side of the first one, and nothing after today.
  expect(screen.getByRole('button', { name: '3 March 2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '4 March 2026' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '16 March 2026' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '4 March 2026' }));
  expect(shown()).toBe('2026-03-04 → 2026-03-10');
});

test('without a bound every preset is offered; a log may show any time and clear its dates', async () => {
  const user = renderPicker({ initial: {}, anyTime: true });
  const presets = screen.getByRole('combobox', { name: 'Date range' });
  expect(presets).toHaveValue('Any time');
  await user.click(presets);
  await user.click(screen.getByRole('option', { name: 'Last month' }));
  expect(shown()).toBe('2026-02-01 → 2026-02-28');
  await user.click(screen.getByRole('button', { name: 'Any day: clear the dates' }));
  expect(shown()).toBe('any time');
  expect(screen.queryByText(/At most/)).toBeNull();
});

test('a range longer than the bound (an old link) is marked on the dates', () => {
  renderPicker({ initial: { from: '2026-03-01', to: TODAY }, maxDays: 7 });
  expect(screen.getByText('Choose at most 7 days')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('This month (over 7 days)');
});
