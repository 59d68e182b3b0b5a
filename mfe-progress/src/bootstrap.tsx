import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import ProgressPanel from './features/progress/components/progress-panel';

/** Standalone dev entry: the remote's components in the same providers the shell gives them. */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
        <ProgressPanel />
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
