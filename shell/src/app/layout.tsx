import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@fitness/api-client';
import { Walkthrough } from '../features/walkthrough/walkthrough';
import { NavBar } from './nav-bar';

/** The layout every route shares: navigation bar above the page; keeps the local marker in step with the session. */
export function Layout() {
  const { firstName } = useSession();
  const [walkthroughOpen, setWalkthroughOpen] = useState(false);
  return (
    <>
      <NavBar firstName={firstName} onOpenWalkthrough={() => setWalkthroughOpen(true)} />
      <main className="page">
        <Outlet />
      </main>
      <Walkthrough open={walkthroughOpen} onClose={() => setWalkthroughOpen(false)} />
    </>
  );
}
