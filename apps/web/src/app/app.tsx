import { lazy, Suspense, useCallback } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingAppScreen } from '../features/branding/components/loading-app-screen';
import { useDocumentBranding } from '../features/branding/hooks/use-document-branding';
import { useDocumentTitle } from '../features/branding/hooks/use-document-title';
import { useAppConfigQuery } from '../lib/api/get-app-config';
import type { AppRouter } from './router';
import { SessionSync } from './session-sync';

// Rarely shown, so kept out of the first download.
const NotActiveScreen = lazy(async () => ({
  default: (await import('../features/branding/components/not-active-screen')).NotActiveScreen,
}));

/** The tab's title where no route is rendered (the inactive screen replaces them all). */
function DocumentTitle({ screen }: { screen: string }) {
  useDocumentTitle(screen);
  return null;
}

/**
 * The app shell: 'Loading App...' until the configuration is known, the inactive screen instead
 * of everything when the network is not active (spec §1, §4), otherwise the router.
 */
export function App({ router }: { router: AppRouter }) {
  const { data: config } = useAppConfigQuery();
  useDocumentBranding(config);
  const revalidate = useCallback(() => void router.revalidate(), [router]);
  if (!config) return <LoadingAppScreen />;
  if (config.status !== 'active') {
    return (
      <Suspense fallback={<LoadingAppScreen />}>
        <DocumentTitle screen="Account Not Active" />
        <NotActiveScreen supportEmail={config.supportEmail} />
      </Suspense>
    );
  }
  return (
    <>
      <SessionSync onRoleChange={revalidate} />
      <RouterProvider router={router} />
    </>
  );
}
