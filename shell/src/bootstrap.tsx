import { StrictMode, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { ApiProvider, getQueryClient, getTrpcClient, prefetchDashboardData, showsDashboardData } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import './shell.css';
import { AppRoutes } from './app/router';
import { loadDashboardPanels } from './remotes/dashboard-remotes';

/**
 * The dashboard's data and its panels' code leave together, before React's first render (and again on
 * each client-side arrival at the dashboard, e.g. after login), not one after the other once the
 * profile has answered; the panels find both ready.
 */
function startDashboard(pathname: string) {
  if (!showsDashboardData(pathname)) return;
  prefetchDashboardData(pathname, getQueryClient(), getTrpcClient());
  loadDashboardPanels();
}
startDashboard(window.location.pathname);

/**
 * Starts the dashboard again on each client-side move to another address. A layout effect: it runs
 * before the new page's queries subscribe (passive effects), so the prefetch still leaves as one batch.
 */
function DashboardOnArrival() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    startDashboard(pathname);
  }, [pathname]);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <BrowserRouter>
        <DashboardOnArrival />
        <AppRoutes />
      </BrowserRouter>
    </ApiProvider>
  </StrictMode>,
);
