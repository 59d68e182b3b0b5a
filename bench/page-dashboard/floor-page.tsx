/**
 * The floor of the dashboard bench: the same three panels as the app's dashboard, bundled into ONE
 * page with rspack (no federation, no shell), in the same providers the shell gives them. The panels
 * mount in one commit, so their queries start in the same tick and the tRPC batch link sends them
 * as one request. The panels use no router (the remotes' own pages do), so the page has none.
 * Built by bench/page-dashboard/floor-build.ts; a bench page is a tool, not a remote.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from '@fitness/api-client';
import '@fitness/ui/styles.css';
// The components each remote exposes (its rspack.config.ts `exposes`).
import WeightPanel from '../../mfe-weight/src/features/weight/components/weight-panel';
import RoutinesPanel from '../../mfe-routines/src/features/routines/routines-panel';
import ProgressPanel from '../../mfe-progress/src/features/progress/components/progress-panel';

/** The dashboard's layout on a desktop (shell.css): the weight panel in a wide column, the other two beside it. */
function FloorDashboard() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1 className="visually-hidden">Dashboard</h1>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' }}>
        <div style={{ minWidth: 0 }}>
          <WeightPanel />
        </div>
        <div style={{ minWidth: 0, display: 'grid', gap: 16 }}>
          <RoutinesPanel />
          <ProgressPanel />
        </div>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <FloorDashboard />
    </ApiProvider>
  </StrictMode>,
);
