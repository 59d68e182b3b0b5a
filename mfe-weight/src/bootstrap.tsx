import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import WeightPanel from './features/weight/weight-panel';
import ProfilePage from './features/profile/profile-page';

/** Standalone dev entry: the remote's components in the same providers the shell gives them. */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
          <WeightPanel />
          <ProfilePage />
      </main>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);
