/**
 * The one front both pages of bench/page-original are loaded through, so both pay the same hop to the
 * app's API: with a build folder (the original client), its files from memory, brotli-precompressed
 * and cached as the app's server does its own build files (tools/federation/precompress-plugin.ts,
 * services/api/src/platform/web/cache-policy.ts), and `/api`, `/trpc` passed to the app; without one
 * (our app), every request passed to the app.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
/** As the app's PrecompressPlugin: text worth compressing, from 1 KiB up (images are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;
/** Create React App names its bundles and media `name.<8 or 20 hex>.ext` under static/: a year, immutable, no validators (as the app's). */
const HASHED = /^\/static\/.+\.[0-9a-f]{8,20}\.[a-z0-9]+$/;

interface BuildFile {
  type: string;
  hashed: boolean;
  etag: string;
  plain: Buffer;
  brotli?: Buffer;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* walk(join(dir, entry.name));
    else yield join(dir, entry.name);
  }
}

/** Every file of the build but source maps, keyed by its URL path, compressed once here (brotli 11, as the app's build). */
function readBuild(root: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  for (const file of walk(root)) {
    if (file.endsWith('.map')) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    const plain = readFileSync(file);
    const brotli =
      COMPRESSIBLE.test(path) && plain.length >= MIN_BYTES
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : undefined;
    const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
    files.set(path, { type: TYPES[extname(path)] ?? 'application/octet-stream', hashed: HASHED.test(path), etag, plain, brotli });
  }
  return files;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: BuildFile) {
  response.setHeader('Cache-Control', file.hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.brotli) response.setHeader('Vary', 'Accept-Encoding');
  if (!file.hashed) {
    response.setHeader('ETag', file.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return void response.writeHead(304).end();
  }
  const brotli = file.brotli && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = brotli ? file.brotli! : file.plain;
  if (brotli) response.setHeader('Content-Encoding', 'br');
  response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export interface FrontServer {
  url: string;
  close(): Promise<void>;
}

/** The front on a free loopback port: `buildDir`'s files (a page path answers its index.html) or, without it, all of the app at `appUrl`. */
export async function serveFront(appUrl: string, buildDir?: string): Promise<FrontServer> {
  const files = buildDir ? readBuild(buildDir) : undefined;
  const index = files?.get('/index.html');
  const app = new URL(appUrl);
  // Kept open, as the browser keeps its own connections.
  const toApp = new Agent({ keepAlive: true });
  const passToApp = (request: IncomingMessage, response: ServerResponse) => {
    const upstream = httpRequest(
      { host: app.hostname, port: app.port, method: request.method, path: request.url, headers: { ...request.headers, host: app.host }, agent: toApp },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (!files || !index || /^\/(api|trpc)(\/|$)/.test(path)) return passToApp(request, response);
    const file = files.get(path);
    if (file) return sendFile(request, response, file);
    if (extname(path)) return void response.writeHead(404).end();
    sendFile(request, response, index);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        toApp.destroy();
        server.close(() => resolve());
      }),
  };
}
