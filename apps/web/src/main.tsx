import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installUnauthorizedHandler } from './app/guards/unauthorized-handler';
import { AppProviders } from './app/providers';
import { clearSessionData, createQueryClient } from './app/query-client';
import { createBrowserAppRouter } from './app/router';
import { bindRouterProgress } from './app/router-progress';

const queryClient = createQueryClient();
// Created before the first render so the first route's code downloads while the config loads.
const router = createBrowserAppRouter();
installUnauthorizedHandler(router, () => clearSessionData(queryClient));
bindRouterProgress(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <App router={router} />
    </AppProviders>
  </StrictMode>,
);
