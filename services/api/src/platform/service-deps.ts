import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { Storage } from './storage/port';

// The small types every layer shares. A leaf: it imports types only from config, the clock and the
// storage port, so transport → services → storage port arrows never loop back through the composition root.

export interface ServiceDeps {
  config: AppConfig;
  storage: Storage;
  clock: Clock;
}

/** The user a session belongs to: always the session's, never one named by the browser. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
}
