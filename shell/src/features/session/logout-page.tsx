import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteOutbox, forgetQueries, useLogout, useOutbox, useSession } from '@fitness/api-client';
import { ConfirmDialog } from '@fitness/ui';
import { paths } from '../../app/paths';
import { forgetCachedFiles } from '../../offline/service-worker';

/**
 * /logout: calls the API, clears the marker and status, and removes this user's data from the
 * device (the kept data, the outbox, the worker's caches; docs/decisions/0043), then goes to /.
 * Changes not synced yet are said first: "2 changes are not synced yet — log out anyway?"
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { user, isChecking } = useSession();
  const outbox = useOutbox();
  const started = useRef(false);
  const [asked, setAsked] = useState(false);
  // Known once the session has answered and, for a signed-in user, their outbox is read.
  const known = !isChecking && (!user || !outbox.kept || outbox.userId === user.id);
  const pending = user && outbox.userId === user.id ? outbox.pending : 0;

  const logOut = () => {
    if (started.current) return;
    started.current = true;
    const userId = user?.id ?? outbox.userId;
    logout
      .mutateAsync()
      .catch((error: unknown) => console.warn('Logout call failed; local state cleared anyway', error))
      .then(() => (outbox.kept ? Promise.all([forgetQueries(), userId ? deleteOutbox(userId) : undefined, forgetCachedFiles()]) : undefined))
      .catch((error: unknown) => console.warn('Some data could not be removed from this device', error))
      .finally(() => void navigate(paths.home, { replace: true }));
  };

  useEffect(() => {
    if (!known || started.current) return;
    if (pending > 0) setAsked(true);
    else logOut();
  });

  return (
    <>
      <p role="status" className="remote-loading">
        {asked && !started.current ? 'Changes on this device are not synced yet.' : 'Logging out…'}
      </p>
      <ConfirmDialog
        open={asked && !started.current}
        title={`${pending} ${pending === 1 ? 'change is' : 'changes are'} not synced yet — log out anyway?`}
        confirmLabel="Log out anyway"
        cancelLabel="Stay signed in"
        onConfirm={() => {
          setAsked(false);
          logOut();
        }}
        onCancel={() => void navigate(paths.dashboard, { replace: true })}
      >
        Logging out removes them from this device. Stay signed in and they are sent when the connection is back.
      </ConfirmDialog>
    </>
  );
}
