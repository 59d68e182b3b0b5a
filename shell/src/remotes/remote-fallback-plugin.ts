import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from './remote-registry';

/**
 * Load errors of a remote (dead manifest, missing chunk) resolve to a module whose component
 * renders the remote's fallback panel, so the page and the other panels keep working.
 * No static React import: this sits in the eager chunk.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback-plugin',
    async errorLoadRemote(args) {
      console.error(`Remote ${String(args.id)} failed to load (${String(args.lifecycle)})`, args.error);
      markRemoteFailed(String(args.id));
      if (args.lifecycle !== 'onLoad') return undefined;
      const { UnavailableRemote } = await import('./unavailable-remote');
      const module = { __esModule: true, default: UnavailableRemote, remoteUnavailable: true };
      return args.from === 'build' ? () => module : module;
    },
  };
}
