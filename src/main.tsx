/** The web app's entry: providers, the client's hooks, the router; the context menu is disabled app-wide (spec section 1). */
import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionProvider } from './features/auth/hooks/session';
import { LazyOverlayHosts } from './layout/LazyOverlayHosts';
import { queryClient, router } from './router';
import { theme } from './theme';

/**
 * The client's hooks (client-setup.ts). In the build they share the client's chunk, so the first screen that loads
 * the client installs them; the session loads them before its own calls, and the dev server (no chunks) at start.
 */
const setUpClient = () => import('./client-setup').then(() => undefined);
if (import.meta.env.DEV) void setUpClient();

document.addEventListener('contextmenu', (event) => event.preventDefault());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider beforeCalls={setUpClient}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
      {/* The notification stack and the modal host, fetched the first time a screen uses them. */}
      <LazyOverlayHosts />
    </MantineProvider>
  </StrictMode>,
);
