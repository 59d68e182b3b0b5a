import { Outlet } from 'react-router';
import { NavBar } from './nav-bar';

/** The layout every route shares: navigation bar above the page. */
export function Layout() {
  return (
    <>
      <NavBar />
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
