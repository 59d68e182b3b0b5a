import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiProvider, getQueryClient, getTrpcClient, prefetchDashboardData } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import './shell.css';
import { createAppRouter } from './app/router';

// The dashboard's data leaves now, in parallel with the remotes' code, not after React's first render
// (and again on each client-side arrival at the dashboard, e.g. after login); the panels find it in the cache.
prefetchDashboardData(window.location.pathname, getQueryClient(), getTrpcClient());

const router = createAppRouter();
let shownPath = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === shownPath) return;
  shownPath = state.location.pathname;
  prefetchDashboardData(shownPath, getQueryClient(), getTrpcClient());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);
