import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { registerRemoteMap } from './remotes/remote-registry';

// Eager entry: register remotes from the runtime map before anything shared is loaded.
registerPlugins([remoteFallbackPlugin()]);
registerRemoteMap()
  .catch((error: unknown) => console.error('Could not read /remotes.json; remote panels will show their fallbacks.', error))
  .finally(() => import('./bootstrap'));
