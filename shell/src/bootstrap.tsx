import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiProvider, getQueryClient, getTrpcClient, prefetchDashboardData, showsDashboardData } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import './shell.css';
import { createAppRouter } from './app/router';
import { preloadDashboardRemotes } from './remotes/dashboard-remotes';

/**
 * The dashboard's data and its panels' code leave together, before React's first render (and again on
 * each client-side arrival at the dashboard, e.g. after login), not one after the other once the
 * profile has answered; the panels find both ready.
 */
function startDashboard(pathname: string) {
  if (!showsDashboardData(pathname)) return;
  prefetchDashboardData(pathname, getQueryClient(), getTrpcClient());
  preloadDashboardRemotes();
}
startDashboard(window.location.pathname);

const router = createAppRouter();
let shownPath = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === shownPath) return;
  shownPath = state.location.pathname;
  startDashboard(shownPath);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);
