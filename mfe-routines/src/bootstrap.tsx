import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import RoutinesPanel from './features/routines/routines-panel';
import WorkoutLog from './features/workout-log/components/workout-log-button';

/** Standalone dev entry: the remote's components (on any path) in the same providers the shell gives them. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <BrowserRouter>
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
          <RoutinesPanel />
          <WorkoutLog />
        </main>
      </BrowserRouter>
    </ApiProvider>
  </StrictMode>,
);
