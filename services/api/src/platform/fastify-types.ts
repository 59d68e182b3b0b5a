import type { IncomingMessage } from 'node:http';
import type { AppConfig } from './config';
import type { SessionUser } from './service-deps';
import type { RemoteMap } from './web/remote-map';

/** A session read before Fastify routes the request (the front door, docs/decisions/0076). */
export interface EarlySession {
  userId: string;
  /** The user's data version the session carries. */
  dataVersion: number;
  /** The Set-Cookie line to send when this request moved the session's expiry forward. */
  setCookie: string | undefined;
}

// Decorations the app adds to Fastify; imported wherever they are read so clients' typechecks see them too.
// Only what every part reads: features get their services handed in by the composition root.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    remoteMap: RemoteMap;
    /** The headers every answer carries (security plugin). */
    answerHeaders: Readonly<Record<string, string>>;
    /** Reads the session of a request not routed yet (session plugin; undefined: no session cookie). */
    earlySession(request: IncomingMessage): Promise<EarlySession | null> | undefined;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The session user's data version, read with the session (null: no session, or none carried). */
    dataVersion: number | null;
  }
}

export {};
