import { CLICK_REPORT_COLUMNS, type ClickReportRow, daysInRange } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, NO_COLUMN_CHOICES, queriesTo, stubApi } from '../../../testing/stub-api';
import { clickColumns } from '../components/click-columns';
import ClickReportPage from './click-report-page';

const URL_PATH = '/api/v1/reports/clicks';
const PATH = '/admin/report/click';

function createClick(overrides: Partial<ClickReportRow> = {}): ClickReportRow {
  return {
    id: 'CLICK-A',
    clickedAt: '2026-03-04T10:00:00.000Z',
    offer: { id: crypto.randomUUID(), ref: 1024, name: 'Summer Sale' },
    publisher: { id: crypto.randomUUID(), ref: 2001, company: 'Traffic Co' },
    kind: 'valid',
    isUnique: true,
    isDuplicate: false,
    isTest: false,
    reason: null,
    reasonText: null,
    sub1: 'spring',
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    source: null,
    landingPage: { id: crypto.randomUUID(), name: 'Spring landing' },
    country: 'DE',
    region: null,
    device: 'mobile',
    os: 'Android',
    browser: 'Chrome',
    ip: '198.51.100.20',
    isProxy: false,
    referrer: null,
    userAgent: null,
    ...overrides,
  };
}

function renderClicks(url = PATH) {
  return renderPage(<ClickReportPage screen={createScreenMeta('Click Report', 'Reports')} />, {
    path: PATH,
    url,
  });
}

test('each click says how it counts, why it was turned away, its sub ids, landing page and visitor, proxy included', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${URL_PATH}`]: () =>
      jsonResponse(
        200,
        pageOf([
          createClick(),
          createClick({
            id: 'CLICK-B',
            kind: 'rejected',
            isUnique: false,
            reason: 'targeting_country',
            reasonText: 'The visitor’s country is not one the offer accepts. (FR)',
            landingPage: null,
            isProxy: true,
          }),
        ]),
      ),
  });
  renderClicks(`${PATH}?from=2026-03-01&to=2026-03-03`);
  const valid = await screen.findByRole('row', { name: /CLICK-A/ });
  for (const text of [
    'Unique',
    'sub1: spring',
    'Spring landing',
    'Germany',
    'mobile · Android · Chrome',
    '#1024 Summer Sale',
  ])
    expect(within(valid).getByText(text, { exact: false })).toBeInTheDocument();
  expect(within(valid).queryByText('through a proxy')).not.toBeInTheDocument();
  const invalid = screen.getByRole('row', { name: /CLICK-B/ });
  expect(within(invalid).getByText('Invalid')).toBeInTheDocument();
  expect(within(invalid).getByText('through a proxy')).toBeInTheDocument();
  expect(within(invalid).getByText(/country is not one the offer accepts/)).toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, URL_PATH)[0] ?? [])).toMatchObject({
    from: '2026-03-01',
    to: '2026-03-03',
  });
});

test('without dates today alone is asked for; choosing what clicks count as goes to the URL', async () => {
  const { calls } = stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${URL_PATH}`]: () => jsonResponse(200, pageOf([createClick()])),
  });
  const { user, router } = renderClicks();
  await screen.findByRole('row', { name: /CLICK-A/ });
  const first = queriesTo(calls, URL_PATH)[0];
  expect(first?.get('from')).toBe(first?.get('to'));
  await user.click(screen.getByRole('combobox', { name: 'Counts as' }));
  await user.click(await screen.findByRole('option', { name: 'Duplicate' }));
  await waitFor(() => expect(locationOf(router)).toContain('quality=duplicate'));
  await waitFor(() => expect(queriesTo(calls, URL_PATH).at(-1)?.get('quality')).toBe('duplicate'));
});

test('a range longer than the log answers is marked on the end date, and the server’s refusal shown', async () => {
  stubApi({
    ...NO_COLUMN_CHOICES,
    [`GET ${URL_PATH}`]: () =>
      jsonResponse(422, {
        message: 'The request has invalid fields.',
        errors: { to: ['Choose at most 7 days'] },
      }),
  });
  renderClicks(`${PATH}?from=2026-03-01&to=2026-03-20`);
  expect(await screen.findByText(/Could not load clicks/)).toBeInTheDocument();
  expect(screen.getByText('Choose at most 7 days')).toBeInTheDocument();
});

test('the dates offer no range longer than the log answers, and say why', async () => {
  const { calls } = stubApi({ [`GET ${URL_PATH}`]: () => jsonResponse(200, pageOf([createClick()])) });
  const { user, router } = renderClicks();
  await screen.findByRole('row', { name: /CLICK-A/ });
  expect(screen.getByText(/^At most 7 days: the log reads every click/)).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Date range' }));
  expect(screen.getByRole('option', { name: 'Last 30 days (over 7 days)' })).toHaveAttribute(
    'data-combobox-disabled',
  );
  await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
  await waitFor(() => expect(locationOf(router)).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/));
  await waitFor(() => {
    const asked = queriesTo(calls, URL_PATH).at(-1);
    expect(daysInRange(asked?.get('from') ?? '', asked?.get('to') ?? '')).toBe(7);
  });
});

test('every column the click report can hide is one the server knows; a saved choice hides it', async () => {
  const keys = clickColumns().map((column) => column.key);
  expect(keys[0]).toBe('clickedAt');
  for (const key of keys.slice(1)) expect(CLICK_REPORT_COLUMNS).toContain(key);

  stubApi({
    'GET /api/v1/me/report-columns': () =>
      jsonResponse(200, { data: [{ table: 'clicks', hidden: ['reason'] }] }),
    [`GET ${URL_PATH}`]: () => jsonResponse(200, pageOf([createClick()])),
  });
  renderPage(<ClickReportPage screen={createScreenMeta('Click Report', 'Reports')} />, { path: PATH });
  const table = await screen.findByRole('table', { name: 'Clicks' });
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).not.toContain('Reason'),
  );
  expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument();
});
