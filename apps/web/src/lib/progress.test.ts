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
