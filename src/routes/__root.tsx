import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { RestoreRedirect } from '../features/auth/components/RestoreRedirect';
import { NotFound } from '../layout/NotFound';

/** The root: every page renders inside; a failed session restore redirects; unknown paths get the 404 page. */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <RestoreRedirect />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFound,
});
