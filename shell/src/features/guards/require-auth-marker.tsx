import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthMarker } from '@fitness/api-client';
import { paths } from '../../app/paths';

/** /dashboard, /profile, /profile-form, /data and /account: without the local auth marker, go to /login. */
export function RequireAuthMarker({ children }: { children: ReactNode }) {
  const firstName = useAuthMarker();
  if (!firstName) return <Navigate to={paths.login} replace />;
  return children;
}
