import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@fitness/api-client';
import { paths } from '../../app/paths';

/** /logout: calls the API, clears the marker and status, then goes to /. */
export function LogoutPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout
      .mutateAsync()
      .catch((error: unknown) => console.warn('Logout call failed; local state cleared anyway', error))
      .finally(() => void navigate(paths.home, { replace: true }));
  }, [logout, navigate]);

  return (
    <p role="status" className="remote-loading">
      Logging out…
    </p>
  );
}
