import type { AppConfig } from './config';
import type { Storage } from './storage';
import { createAccountServices, type AccountServices } from './auth/account-services';
import { createDataServices, type DataServices } from './data/data-services';

/** A clock the tests can move (expiry of sessions, codes and tokens). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface ServiceDeps {
  config: AppConfig;
  storage: Storage;
  clock: Clock;
}

/** Everything a route or procedure needs, built once per app. */
export type Services = ServiceDeps & AccountServices & DataServices;

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const accounts = await createAccountServices(deps);
  const data = await createDataServices(deps);
  return { ...deps, ...accounts, ...data };
}
