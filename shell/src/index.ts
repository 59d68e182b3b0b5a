import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { registerRemoteMap } from './remotes/remote-registry';

const boot = () => import('./bootstrap');

// Eager entry: register remotes from the runtime map before anything shared is loaded. The map is
// in the page when the server wrote it there (no round trip); otherwise it comes from /remotes.json.
registerPlugins([remoteFallbackPlugin()]);
let fetching: Promise<void> | undefined;
try {
  fetching = registerRemoteMap();
} catch (error) {
  console.error('Could not register the remotes; remote panels will show their fallbacks.', error);
}
if (fetching) {
  fetching.catch((error: unknown) => console.error('Could not read /remotes.json; remote panels will show their fallbacks.', error)).finally(boot);
} else {
  void boot();
}
