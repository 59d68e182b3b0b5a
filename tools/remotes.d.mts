/** Types of remotes.mjs (plain JavaScript: node scripts and eslint.config.js import it). */
export interface Remote {
  /** npm package name (turbo's `--filter`, `<name>#build`). */
  name: string;
  /** Folder at the repository's root, built to `<folder>/dist` (served at `/mfe/<folder>/` all-in-one). */
  folder: string;
  /** Module Federation name: the key in remotes.json and the `<federationName>/<Exposed>` ids the shell loads. */
  federationName: string;
  /** Port of the standalone dev server (`npm run dev:standalone -w <name>`). */
  devPort: number;
  /** The shell routes whose page mounts one of its components. */
  routes: string[];
}
export const remotes: readonly Remote[];
/** The remote whose package `dir` holds (a copy of a remote's folder too). */
export function remoteInFolder(dir: string): Remote;
