/**
 * Stands in for federation's `SnapshotHandler` in the shell's build (docs/decisions/0079): the manifest
 * snapshots it loads are what the shell's build leaves out (`disableSnapshot`); the shell resolves a
 * remote's manifest itself (`shell/src/remotes/remote-manifest-plugin.ts`). The runtime core still makes
 * one and, when a remote is registered again with `force`, empties its manifest cache and asks for the
 * host's snapshot of the remote, which a page without snapshots never has. Plain JavaScript: it replaces a
 * file of node_modules, which the build does not pass through the TypeScript loader.
 */
export class SnapshotHandler {
  /** No snapshot hooks: the plugins registered have none to attach. */
  hooks = { applyPlugin: () => undefined, removePlugin: () => undefined };
  manifestCache = new Map();

  loadRemoteSnapshotInfo() {
    throw new Error('This page resolves remote manifests in the shell; federation snapshots (preloadRemote) are not in its build.');
  }
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}
