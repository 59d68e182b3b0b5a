/**
 * A front on a free loopback port for the page benches: a build's files from memory, cached as the
 * app's server caches its own (a hashed file for a year; a page revalidated by its ETag), compressed
 * copies by Accept-Encoding, and the API paths passed to the app (cookies ignore the port, so the
 * page's data requests carry the session and reach the app's server). Without files, everything is
 * passed to the app.
 */
import { createHash } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname } from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
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

export const contentTypeOf = (path: string) => CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
export const etagOf = (plain: Buffer) => `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;

export interface BuildFile {
  type: string;
  cacheControl: string;
  /** Only on files that are revalidated (hashed files are not). */
  etag?: string;
  plain: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: BuildFile) {
  response.setHeader('Cache-Control', file.cacheControl);
  if (file.brotli || file.gzip) response.setHeader('Vary', 'Accept-Encoding');
  if (file.etag) {
    response.setHeader('ETag', file.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return void response.writeHead(304).end();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    file.brotli && /\bbr\b/.test(accepted) ? ['br', file.brotli] : file.gzip && /\bgzip\b/.test(accepted) ? ['gzip', file.gzip] : [undefined, file.plain];
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export interface BuildFront {
  url: string;
  close(): Promise<void>;
}

/** `files` keyed by URL path (a page path answers `/index.html`; a missing file is a 404); `/api` and `/trpc` go to `appUrl`. */
export async function serveBuildFront(appUrl: string, files?: ReadonlyMap<string, BuildFile>): Promise<BuildFront> {
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
