/** Sends the user where spec section 2 says when a session restore fails (admin: /admin/auth/login, customer: /). */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../hooks/session';

export function RestoreRedirect() {
  const { failureRedirect } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (failureRedirect) void navigate({ to: failureRedirect });
  }, [failureRedirect, navigate]);
  return null;
}
