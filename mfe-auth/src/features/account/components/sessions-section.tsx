import { useId, useState } from 'react';
import type { AccountSession } from '@fitness/schemas';
import { apiErrorMessage } from '@fitness/api-client';
import { Button, FormMessage, LoadError, Skeleton } from '@fitness/ui';
import { AccountSection } from './account-section';

export interface SessionsSectionProps {
  /** The signed-in sessions, undefined while loading or when the read failed. */
  sessions: readonly AccountSession[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  onSignOut: (id: string) => Promise<unknown>;
  onSignOutOthers: () => Promise<unknown>;
}

const lastActive = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in, in the server's order (this device first), each other one with its own Sign out. */
export function SessionsSection({ sessions, loadFailed, onRetry, onSignOut, onSignOutOthers }: SessionsSectionProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();

  async function attempt(call: () => Promise<unknown>, done: string) {
    setMessage(null);
    setNotice(null);
    setBusy(true);
    try {
      await call();
      setNotice(done);
    } catch (error) {
      setMessage(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const others = (sessions ?? []).filter((session) => !session.current);
  return (
    <AccountSection title="Sessions" intro="The browsers signed in to your account. Sign out any you do not recognise.">
      <FormMessage tone="success">{notice}</FormMessage>
      <FormMessage>{message}</FormMessage>
      {sessions ? (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-2)' }}>
            {sessions.map((session) => {
              const describedId = `${idPrefix}-${session.id}`;
              return (
                <li
                  key={session.id}
                  style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'var(--space-2)' }}
                >
                  <span id={describedId}>
                    <strong>{session.browser}</strong>
                    {session.current ? (
                      <>
                        {' · '}
                        <span>This device</span>
                      </>
                    ) : null}
                    <br />
                    <span style={{ color: 'var(--color-muted)' }}>Last active {lastActive(session.lastActiveAt)}</span>
                  </span>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      aria-describedby={describedId}
                      disabled={busy}
                      onClick={() => void attempt(() => onSignOut(session.id), `Signed out ${session.browser}.`)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <div>
              <Button variant="secondary" disabled={busy} onClick={() => void attempt(onSignOutOthers, 'Every other session is signed out.')}>
                Sign out other sessions
              </Button>
            </div>
          ) : (
            <p style={{ margin: 0 }}>You are signed in on this device only.</p>
          )}
        </>
      ) : loadFailed ? (
        <LoadError what="sessions" onRetry={onRetry} />
      ) : (
        <Skeleton label="Loading your sessions…" blocks={[{ height: 48 }, { height: 48 }]} />
      )}
    </AccountSection>
  );
}
