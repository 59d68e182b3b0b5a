import type { AppConfig } from './config';
import type { SessionUser } from './service-deps';
import type { RemoteMap } from './web/remote-map';

// Decorations the app adds to Fastify; imported wherever they are read so clients' typechecks see them too.
// Only what every part reads: features get their services handed in by the composition root.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    remoteMap: RemoteMap;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The session user's data version, read with the session (null: no session, or none carried). */
    dataVersion: number | null;
  }
}

export {};
