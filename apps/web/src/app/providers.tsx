import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { createBrandTheme, readableTextColors } from '../features/branding/brand-theme';
import { useAppConfigQuery } from '../lib/api/get-app-config';
import { AppErrorBoundary } from './app-error-boundary';

// Toasts are never needed for the first paint, so their code (and its transition and portal
// helpers) loads after it; anything shown earlier waits in the notifications store.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
};

function BrandedMantineProvider({ children, env }: Omit<ProvidersProps, 'queryClient'>) {
  const brandColor = useAppConfigQuery().data?.brandColor;
  const theme = useMemo(() => createBrandTheme(brandColor), [brandColor]);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={readableTextColors}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </MantineProvider>
  );
}

/** Server state, theme (with the network's brand colour), notifications and the error boundary. */
export function AppProviders({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider env={env}>{children}</BrandedMantineProvider>
    </QueryClientProvider>
  );
}
