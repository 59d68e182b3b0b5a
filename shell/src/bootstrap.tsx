import { StrictMode, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { ApiProvider } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import './shell.css';
import { AppRoutes } from './app/router';
import { startDashboard, startKeepingData } from './features/dashboard/start-dashboard';
import { startServiceWorker } from './offline/service-worker';

/**
 * Starts the dashboard on each client-side move to another address (e.g. after login; the first
 * address is started by the eager entry, index.ts). A layout effect: it runs before the new page's
 * queries subscribe (passive effects), so the prefetch still leaves as one batch.
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

// The app opens offline once a visit has run (docs/decisions/0043); not in development, where files change under the page.
if (process.env.NODE_ENV === 'production') startServiceWorker();
// Any page: the data kept on the device (the dashboard's early start did this already).
startKeepingData();

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
