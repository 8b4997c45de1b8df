/** The web app's entry: providers, the client's hooks, the router; the context menu is disabled app-wide (spec section 1). */
import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createTheme, MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { configureClient, clearToken } from './api/client';
import { SessionProvider } from './features/auth/hooks/session';
import { routeTree } from './route-tree.gen';
import { NotFound } from './layout/NotFound';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
const router = createRouter({ routeTree, context: { queryClient }, defaultNotFoundComponent: NotFound, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

configureClient({
  onUnauthorized: (realm) => {
    clearToken(realm);
    void router.navigate({ to: realm === 'staff' ? '/admin/auth/login' : '/login' });
  },
  onError: (error) => {
    if (error.status === 401) return;
    notifications.show({ id: `${error.code}:${error.message}`, color: 'red', title: '요청 실패', message: error.message });
  },
});

document.addEventListener('contextmenu', (event) => event.preventDefault());

/** The notification stack and the confirm-modal host, fetched once the page shows (layout/OverlayHosts.tsx). */
const OverlayHosts = lazy(() => import('./layout/OverlayHosts'));

const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily: "Pretendard, 'Noto Sans KR', 'NanumGothic', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
      <Suspense fallback={null}>
        <OverlayHosts />
      </Suspense>
    </MantineProvider>
  </StrictMode>,
);
