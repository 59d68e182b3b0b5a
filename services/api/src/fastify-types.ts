import type { Services } from './services';
import type { SessionUser } from './service-deps';
import type { RemoteMap } from './web/remote-map';

// Decorations the app adds to Fastify; imported wherever they are read so clients' typechecks see them too.
declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    remoteMap: RemoteMap;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export {};
