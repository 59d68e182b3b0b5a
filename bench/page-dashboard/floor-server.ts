/**
 * Serves the floor page beside the app: its files (precompressed, cached like the app's: a file with
 * a content hash for a year, index.html revalidated by its ETag) and, passed through to the app, the
 * API paths, so the page's data requests carry the session cookie (cookies ignore the port) and
 * reach the same server the app's dashboard reads from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

interface FloorFile {
  type: string;
  etag: string;
  cacheControl: string;
  plain: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
}

/** Every file of the build, held in memory (the page is small): its brotli and gzip siblings when the build wrote them. */
function readBuild(dir: string): Map<string, FloorFile> {
  const files = new Map<string, FloorFile>();
  for (const name of readdirSync(dir)) {
    if (/\.(br|gz|map)$/.test(name)) continue;
    const plain = readFileSync(join(dir, name));
    const sibling = (suffix: string) => (existsSync(join(dir, name + suffix)) ? readFileSync(join(dir, name + suffix)) : undefined);
    files.set(`/${name}`, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      // The bundler names every file but index.html after its content.
      cacheControl: name === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      plain,
      brotli: sibling('.br'),
      gzip: sibling('.gz'),
    });
  }
  return files;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: FloorFile) {
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', file.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    response.writeHead(304).end();
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    file.brotli && /\bbr\b/.test(accepted) ? ['br', file.brotli] : file.gzip && /\bgzip\b/.test(accepted) ? ['gzip', file.gzip] : [undefined, file.plain];
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Connections to the app are kept open, as the browser keeps its own. */
const toApp = new Agent({ keepAlive: true });

function passToApp(request: IncomingMessage, response: ServerResponse, app: URL) {
  const upstream = httpRequest(
    { host: app.hostname, port: app.port, method: request.method, path: request.url, headers: { ...request.headers, host: app.host }, agent: toApp },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/** The floor's build at `/` (a page path such as /dashboard answers index.html), `/trpc/*` and `/api/*` passed to the app. */
export async function serveFloor(buildDir: string, appUrl: string): Promise<FloorServer> {
  const files = readBuild(buildDir);
  const index = files.get('/index.html')!;
  const app = new URL(appUrl);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (/^\/(trpc|api)\//.test(path)) return passToApp(request, response, app);
    const file = files.get(path);
    if (file) return sendFile(request, response, file);
    // A page path answers the page; a missing file is missing.
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
