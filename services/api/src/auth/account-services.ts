import type { ServiceDeps } from '../services';

/** Users, sessions, recovery and mail (issue #4). */
export type AccountServices = Record<never, never>;

export async function createAccountServices(_deps: ServiceDeps): Promise<AccountServices> {
  return {};
}
