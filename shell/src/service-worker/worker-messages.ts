/** What the page and the service worker say to each other (page side: shell/src/offline/service-worker.ts). */
export const WORKER_MESSAGES = {
  /** Page → worker: the page and the files it loaded; the worker copies them into its caches. */
  filesLoaded: 'files-loaded',
  /** Page → waiting worker: take over now (the user chose "Reload"). */
  takeOver: 'take-over',
  /** Page → worker: empty every cache (logout); answers "forgotten" on the message's port. */
  forget: 'forget',
} as const;

export interface FilesLoaded {
  type: typeof WORKER_MESSAGES.filesLoaded;
  /** The page's own URL (its HTML is kept for offline navigations). */
  page?: string;
  files: string[];
  /** The manifests of the page's remotes: what their loaded panels open on demand is kept too. */
  manifests?: string[];
  /**
   * The shell's own manifest: the shared packages it provides are kept too, the lists' drag code among
   * them, which a page loads only on a list's first touch (docs/decisions/0077).
   */
  shellManifest?: string;
}
