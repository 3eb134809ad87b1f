import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** Top progress bar settings (spec §9). */
export const PROGRESS_SETTINGS = {
  minimum: 0.1,
  speed: 400,
  trickleSpeed: 200,
  showSpinner: true,
} as const;

NProgress.configure(PROGRESS_SETTINGS);

/**
 * Shows the bar while `isBusy` is true and completes it when it turns false. Safe to call
 * repeatedly with the same value (it only acts on changes).
 */
export function setProgressBusy(isBusy: boolean): void {
  if (isBusy && !NProgress.isStarted()) NProgress.start();
  else if (!isBusy && NProgress.isStarted()) NProgress.done();
}
