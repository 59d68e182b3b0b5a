// The API's import zones (ARCHITECTURE.md, "who may import whom"), for import-x/no-restricted-paths.
// The features are the folders under services/api/src/features/, read from disk: a new one is linted the day it appears.
import { readdirSync } from 'node:fs';

const api = 'services/api/src';

/** The feature folders of the API under `repoRoot` (services/api/src/features/<feature>/); docs/decisions/0029. */
export function apiFeatures(repoRoot) {
  return readdirSync(`${repoRoot}${api}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Who may import whom inside the API, by resolved path, type-only imports included: a feature never
 * imports another feature's folder or the composition root; platform never imports a feature, the
 * shared leaf or (outside its tests, which build the app) the composition root; the shared leaf
 * imports no feature. `repoRoot` ends with a slash.
 */
export function apiZones(repoRoot) {
  /** The composition root: the only files where features meet (and where platform is wired to them). */
  const compositionRoot = `${repoRoot}${api}/*.ts`;
  return [
    ...apiFeatures(repoRoot).flatMap((feature) => [
      {
        target: `${api}/features/${feature}`,
        from: `${api}/features`,
        except: [`./${feature}`],
        message:
          "A feature never imports another feature's folder: features meet only in the composition root, which injects what one needs of another (typed by a small interface in the needing feature or in shared/).",
      },
      // index.ts only names the router's types for clients (a feature's test may use them like a client).
      {
        target: `${api}/features/${feature}`,
        from: `${repoRoot}${api}/!(index).ts`,
        message: 'A feature never imports the composition root; it gets its services handed in.',
      },
    ]),
    {
      target: `${api}/platform`,
      from: [`${api}/features`, `${api}/shared`],
      message: 'Platform never imports a feature: features import platform, never the other way.',
    },
    {
      target: `${api}/platform/**/!(*.test).ts`,
      from: compositionRoot,
      message: 'Platform never imports the composition root (only its tests build the app).',
    },
    { target: `${api}/shared`, from: `${api}/features`, message: 'shared/ is a leaf of types the features share: it imports no feature.' },
    { target: `${api}/shared`, from: compositionRoot, message: 'shared/ is a leaf of types the features share: it imports no composition root.' },
  ];
}
