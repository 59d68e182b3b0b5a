import { registerPlugins } from '@module-federation/enhanced/runtime';
import { preloadDashboardData } from '@fitness/api-client/dashboard-preload';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { remoteManifestPlugin } from './remotes/remote-manifest-plugin';
import { registerRemoteMap } from './remotes/remote-registry';

const boot = () => import('./bootstrap');

/**
 * On the dashboard, the data batch and then the panels' code start as soon as the few shared packages
 * they need are here, not after React and the whole shell: the data left last, and on a phone the link
 * was idle between the shell's last file and the panels' first (docs/decisions/0026). Another page
 * or a signed-out browser starts nothing.
 */
const startDashboardEarly = () =>
  import('./features/dashboard/start-dashboard')
    .then(({ startDashboard }) => startDashboard(window.location.pathname))
    .catch((error: unknown) => console.warn('Could not start the dashboard early; its panels ask for their data when shown.', error));

// First of all, the dashboard's data: the browser starts fetching it now, and the batch sent once the
// shared packages are here takes that answer (docs/decisions/0028). Nothing for another page.
preloadDashboardData(window.location.pathname);

// Eager entry: register remotes from the runtime map before anything shared is loaded. The map is
// in the page when the server wrote it there (no round trip); otherwise it comes from /remotes.json.
registerPlugins([remoteManifestPlugin(), remoteFallbackPlugin()]);
let fetching: Promise<void> | undefined;
try {
  fetching = registerRemoteMap();
  if (!fetching) void startDashboardEarly();
} catch (error) {
  console.error('Could not register the remotes; remote panels will show their fallbacks.', error);
}
if (fetching) {
  fetching
    .then(startDashboardEarly)
    .catch((error: unknown) => console.error('Could not read /remotes.json; remote panels will show their fallbacks.', error))
    .finally(boot);
} else {
  void boot();
}
