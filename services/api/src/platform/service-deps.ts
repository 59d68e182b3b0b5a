import type { MeasurementType } from '@fitness/domain';
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

/**
 * The user a session belongs to: always the session's, never one named by the browser. The session
 * document carries it (docs/decisions/0030), kept in step with the account and the profile.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  /** The profile's measurement type (imperial until a profile says otherwise). */
  units: MeasurementType;
}
