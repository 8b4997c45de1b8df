/** Sends the user where spec section 2 says when a session restore fails (admin: /admin/auth/login, customer: /). */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { RESTORE_FAILURE_REDIRECT } from '../../../machines/session.machine';
import { useSession } from '../hooks/session';

export function RestoreRedirect() {
  const { status } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'adminExpired' || status === 'customerExpired') void navigate({ to: RESTORE_FAILURE_REDIRECT[status] });
  }, [status, navigate]);
  return null;
}
