// The names react-router-browser-api.ts exports, read from its `export { … } from` list: that list is the
// shared router's one list (docs/decisions/0020, 0065); the lint reads it here instead of restating it.
import { readFileSync } from 'node:fs';

/** The shared router's exports, in the order the module lists them. */
export function sharedRouterExports() {
  const source = readFileSync(new URL('./react-router-browser-api.ts', import.meta.url), 'utf8');
  const list = /^export \{([^}]*)\} from /m.exec(source)?.[1];
  if (!list) throw new Error('tools/federation/react-router-browser-api.ts has no `export { … } from` list');
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
