/**
 * The API client's app-wide hooks (STYLE.md section 4): a 401 forgets the realm's token and goes to its sign-in
 * page; any other failure shows one notification.
 *
 * Issue 13 point 4: the client (ky, the contract's envelope, zod) is not part of the first chunk: a page that makes
 * no call never loads it. This module shares the client's chunk (vite.config.ts, `codeSplitting.groups`), so the
 * hooks are installed by whichever screen first loads the client, before any of its calls can run. main.tsx hands
 * it to the session (which loads it before its own calls) and, on the dev server (no chunks), loads it at start.
 */
import { notifications } from '@mantine/notifications';
import { clearToken, configureClient } from './api/client';
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
