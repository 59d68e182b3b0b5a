import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from '../compression/accepted-encoding';
import { bodyEtag, ifNoneMatchHas } from '../http/etags';
import { REVALIDATE } from './cache-policy';
import type { RemoteMap } from './remote-map';
import { localRemoteEntries } from './remote-entries';
import { remotesOfRoute } from './route-remotes';

/** The id of the inline remote map the shell reads (shell/src/remotes/remote-map.ts). */
export const REMOTE_MAP_ELEMENT_ID = 'remote-map';

/** JSON inside a `<script>` data block: `<` escaped so no text can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The remote map as the page carries it: a remote this server hosts named by the content-hashed entry
 * its manifest names, so the federation runtime loads that entry at once, with no manifest round trip
 * (on a warm phone reload that 304 was the last thing the panels waited for, docs/decisions/0026);
 * any other remote (another origin, no readable manifest) by its manifest, as `/remotes.json` has it.
 */
export function pageRemoteMap(remoteMap: RemoteMap, entryOf: (manifest: string) => string | undefined): RemoteMap {
  return Object.fromEntries(Object.entries(remoteMap).map(([name, manifest]) => [name, entryOf(manifest) ?? manifest]));
}

const isManifest = (url: string) => /\.json(?:[?#]|$)/.test(url);

/**
 * What the page starts fetching at once for each remote the route mounts, as the page's map names it: a hosted
 * remote's entry (a classic script, as the runtime adds it) or another remote's manifest (`crossorigin`: the runtime
 * fetches it same-origin). Without it the cold phone dashboard was ~150–250 ms slower (docs/decisions/0021); the
 * panels' own files stay unhinted, they took bandwidth from the shell's code (decision 0027).
 */
export function preloadLinks(pageMap: RemoteMap, remotes: readonly string[]): string {
  const links = new Set<string>();
  for (const remote of remotes) {
    const url = pageMap[remote];
    if (!url) continue;
    links.add(
      isManifest(url) ? `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin>` : `<link rel="preload" href="${attribute(url)}" as="script">`,
    );
  }
  return [...links].join('');
}

/** index.html with the remote map and the route's preload hints written before `</head>`. */
export function renderShellPage(template: string, remoteMap: RemoteMap, hints: string): string {
  const inline = `<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${scriptSafeJson(remoteMap)}</script>`;
  const at = template.search(/<\/head>/i);
  // A page without a head (not the build's) gets them at its end: the shell reads the map once the page is parsed.
  return at < 0 ? `${template}${inline}${hints}` : `${template.slice(0, at)}${inline}${hints}${template.slice(at)}`;
}

export interface PageVariant {
  body: Buffer;
  etag: string;
}

/** Each encoding of a page, made once, with its own strong ETag (the bytes differ). */
export function variantsOf(html: string): Record<Encoding, PageVariant> {
  const body = Buffer.from(html);
  const tag = bodyEtag(body).slice(1, -1);
  return {
    identity: { body, etag: `"${tag}"` },
    br: {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      etag: `"${tag}-br"`,
    },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${tag}-gz"` },
  };
}

export interface ShellPageOptions {
  webRoot: string;
  remoteMap: RemoteMap;
}

/**
 * Sends the shell's index.html for `/` and every client route (via the not-found handler), with the page's remote map
 * inline and a preload hint per remote the route mounts: one page per set of hints, made again when index.html or a
 * hosted remote's entry changes, revalidated by its ETag. Undefined when the shell is not built.
 */
export function shellPageSender({ webRoot, remoteMap }: ShellPageOptions) {
  const file = join(webRoot, 'shell', 'dist', 'index.html');
  if (!existsSync(file)) return undefined;
  let template: { mtimeMs: number; size: number; mapText: string; text: string } | undefined;
  const entryOf = localRemoteEntries(webRoot);
  const pagesByHints = new Map<string, Record<Encoding, PageVariant>>();

  /** `status` 404: the page for a path that is not the app's (the shell shows its "page not found"), never revalidated. */
  return (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) => {
    const { mtimeMs, size } = statSync(file);
    const pageMap = pageRemoteMap(remoteMap, entryOf);
    const mapText = JSON.stringify(pageMap);
    if (!template || template.mtimeMs !== mtimeMs || template.size !== size || template.mapText !== mapText) {
      // A redeployed shell or remote: every page is made again, from the new file and entries.
      template = { mtimeMs, size, mapText, text: readFileSync(file, 'utf8') };
      pagesByHints.clear();
    }
    const hints = preloadLinks(pageMap, remotesOfRoute(request.url));
    let variants = pagesByHints.get(hints);
    if (!variants) {
      variants = variantsOf(renderShellPage(template.text, pageMap, hints));
      pagesByHints.set(hints, variants);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const page = variants[encoding];
    reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Encoding');
    if (status === 200) {
      reply.header('ETag', page.etag);
      if (ifNoneMatchHas(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.status(status).type('text/html; charset=utf-8').send(page.body);
  };
}
