import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { startOutbox, useSession, useTRPCClient } from '@fitness/api-client';
import { useHeadingFocusOnNavigation } from '../features/orientation/use-heading-focus';
import { OfflineNotice } from '../features/offline/offline-notice';
import { NewVersionPrompt } from '../features/offline/new-version-prompt';
import { SyncStatus } from '../features/offline/sync-status';
import { Walkthrough } from '../features/walkthrough/walkthrough';
import { NavBar } from './nav-bar';

/**
 * The layout every route shares: a skip link, the navigation bar above the page; keeps the local
 * marker in step with the session and moves focus to the new page's heading (the routes name the document: router.tsx).
 */
export function Layout() {
  const { firstName, user } = useSession();
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const userId = user?.id;
  // The signed-in user's changes made offline are sent from any page (docs/decisions/0044).
  useEffect(() => {
    if (userId) void startOutbox(userId, queryClient, trpcClient);
  }, [userId, queryClient, trpcClient]);
  const [walkthroughOpen, setWalkthroughOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(mainRef);

  // Focus (and with it the view) moves to the page; a bare "#main" would also go through the router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <NavBar firstName={firstName} onOpenWalkthrough={() => setWalkthroughOpen(true)} />
      <OfflineNotice />
      <SyncStatus />
      <NewVersionPrompt />
      <main id="main" className="page" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <Walkthrough open={walkthroughOpen} onClose={() => setWalkthroughOpen(false)} />
    </>
  );
}
