import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { fetchRemoteMap } from './remotes/remote-map';

// Eager entry: register remotes from the runtime map before anything shared is loaded.
registerPlugins([remoteFallbackPlugin()]);
fetchRemoteMap()
  .then((remotes) => registerRemotes(remotes))
  .catch((error: unknown) => console.error('Could not read /remotes.json; remote panels will show their fallbacks.', error))
  .finally(() => import('./bootstrap'));
