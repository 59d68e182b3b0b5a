import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifNoneMatchHolds, REVALIDATE } from './cache-policy';
import { remoteFilesReader, type RemoteFiles } from './remote-manifests';
import type { RemoteMap } from './remote-map';
import { remotesOfRoute } from './route-remotes';

/** The id of the inline remote map the shell reads (shell/src/remotes/remote-map.ts). */
export const REMOTE_MAP_ELEMENT_ID = 'remote-map';

/** JSON inside a `<script>` data block: `<` escaped so no text can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the page should start fetching at once, in the order needed: each remote's manifest (fetched
 * by the federation runtime with `fetch`, credentials same-origin: `crossorigin`), each entry, then
 * the sync CSS and JS of the route's exposed modules (loaded by the runtime as classic scripts and
 * stylesheets: no `crossorigin`).
 */
export function preloadLinks(remotes: Record<string, RemoteFiles>, route: { remote: string; expose: string }[]): string {
  const links = new Map<string, string>();
  // The remotes' code comes at low priority: the shell's own chunks, which start the data request, go first.
  const add = (href: string, as: 'script' | 'style' | 'fetch') => {
    if (!links.has(href)) links.set(href, `<link rel="preload" href="${attribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ' fetchpriority="low"'}>`);
  };
  for (const { remote } of route) {
    const files = remotes[remote];
    if (files) add(files.manifest, 'fetch');
  }
  for (const { remote } of route) {
    const entry = remotes[remote]?.entry;
    if (entry) add(entry, 'script');
  }
  for (const { remote, expose } of route) {
    const files = remotes[remote]?.exposes[expose];
    for (const css of files?.css ?? []) add(css, 'style');
    for (const js of files?.js ?? []) add(js, 'script');
  }
  return [...links.values()].join('');
}

/** index.html with the remote map and the route's preload hints written before `</head>`. */
export function renderShellPage(template: string, remoteMap: RemoteMap, hints: string): string {
  const inline = `<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${scriptSafeJson(remoteMap)}</script>`;
  const at = template.search(/<\/head>/i);
  return at < 0 ? `${inline}${hints}${template}` : `${template.slice(0, at)}${inline}${hints}${template.slice(at)}`;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface PageVariant {
  body: Buffer;
  etag: string;
}

/** The best encoding the browser accepts (brotli, else gzip), as the static files are chosen. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : 'identity';
}

/** Each encoding of a page, made once, with its own strong ETag (the bytes differ). */
function variantsOf(html: string): Record<Encoding, PageVariant> {
  const body = Buffer.from(html);
  const tag = etagOf(body).slice(1, -1);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }), etag: `"${tag}-br"` },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${tag}-gz"` },
  };
}

export interface ShellPageOptions {
  webRoot: string;
  remoteMap: RemoteMap;
  /** Remote build folders this server serves under `/mfe/<folder>/`. */
  servedFolders: readonly string[];
  log: FastifyBaseLogger;
}

/**
 * Sends the shell's index.html for `/` and, via the not-found handler, every client route: with the
 * remote map inline (no `/remotes.json` round trip) and preload hints for the route's remotes, so
 * their code downloads in parallel with the shell's own. Pages are
 * made again only when index.html or a manifest changes; each is revalidated by its ETag (no-cache).
 * Undefined when the shell is not built.
 */
export function shellPageSender({ webRoot, remoteMap, servedFolders, log }: ShellPageOptions) {
  const file = join(webRoot, 'shell', 'dist', 'index.html');
  if (!existsSync(file)) return undefined;
  const remoteFiles = remoteFilesReader(remoteMap, webRoot, servedFolders, log);
  let template: { mtimeMs: number; size: number; text: string } | undefined;
  const pages = new Map<string, Record<Encoding, PageVariant>>();

  return (request: FastifyRequest, reply: FastifyReply) => {
    const { mtimeMs, size } = statSync(file);
    if (!template || template.mtimeMs !== mtimeMs || template.size !== size) template = { mtimeMs, size, text: readFileSync(file, 'utf8') };
    const hints = preloadLinks(remoteFiles(), remotesOfRoute(request.url));
    const html = renderShellPage(template.text, remoteMap, hints);
    let variants = pages.get(html);
    if (!variants) {
      // Few distinct pages (one per route kind and deploy): keep the latest few.
      if (pages.size >= 32) pages.delete(pages.keys().next().value!);
      variants = variantsOf(html);
      pages.set(html, variants);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const page = variants[encoding];
    reply.header('Cache-Control', REVALIDATE).header('ETag', page.etag).header('Vary', 'Accept-Encoding');
    if (ifNoneMatchHolds(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body);
  };
}
