/**
 * The API client's app-wide hooks (STYLE.md section 4): a 401 forgets the realm's token and goes to its sign-in
 * page; any other failure shows one notification.
 *
 * Issue 13 point 4: the clients are not part of the first chunk: a page that makes no call never loads them. This
 * module shares one chunk with what both clients are built on (api/client-core.ts: tokens, ApiError, the hooks) and
 * with the zod-free client of the public pages (vite.config.ts, `codeSplitting.groups`), so the hooks are installed
 * by whichever screen first loads either client (the ky one imports client-core too), before any call can run. main.tsx hands
 * it to the session (which loads it before its own calls) and, on the dev server (no chunks), loads it at start.
 */
import { notifications } from '@mantine/notifications';
import { clearToken, configureClient } from './api/client-core';
import { router } from './router';

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
