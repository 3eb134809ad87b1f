import { setProgressBusy } from '../lib/progress';

type ProgressRouter = {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: ProgressRouter['state']) => void) => () => void;
};

/**
 * Drives the top progress bar from the router: busy until the first route (and its lazy code)
 * is ready, then during every navigation, which includes loading a lazy route's code.
 */
export function bindRouterProgress(router: ProgressRouter): () => void {
  const update = (state: ProgressRouter['state']) =>
    setProgressBusy(!state.initialized || state.navigation.state !== 'idle');
  update(router.state);
  return router.subscribe(update);
}
