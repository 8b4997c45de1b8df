/**
 * The app's query client and router, made once. main.tsx renders them; client-setup.ts sends a refused session to
 * the sign-in page through the same router.
 */
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import { NotFound } from './layout/NotFound';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

export const router = createRouter({ routeTree, context: { queryClient }, defaultNotFoundComponent: NotFound, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
