import NProgress from 'nprogress';
import { expect, test } from 'vitest';
import { PROGRESS_SETTINGS, setProgressBusy } from './progress';

test('uses the spec §9 progress bar constants', () => {
  expect(PROGRESS_SETTINGS).toEqual({ minimum: 0.1, speed: 400, trickleSpeed: 200, showSpinner: true });
  expect(NProgress.settings).toMatchObject(PROGRESS_SETTINGS);
});

test('starts while busy and finishes when idle', () => {
  setProgressBusy(true);
  expect(NProgress.isStarted()).toBe(true);
  setProgressBusy(true);
  expect(NProgress.isStarted()).toBe(true);
  setProgressBusy(false);
  expect(NProgress.isStarted()).toBe(false);
});

test('the bar and its spinner sit in a status region, not loose in <body>', () => {
  setProgressBusy(true);
  const bar = document.querySelector('#nprogress [role="progressbar"]');
  expect(bar).toHaveAccessibleName('Loading the page');
  expect(bar?.closest('[role="status"]')).not.toBeNull();
  expect(document.querySelector('#nprogress .spinner')?.closest('[role="status"]')).not.toBeNull();
  setProgressBusy(false);
});
