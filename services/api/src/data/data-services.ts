import type { ServiceDeps } from '../services';

/** Profile, weights, routines, exercises, workout logs and progress (issue #5). */
export type DataServices = Record<never, never>;

export async function createDataServices(_deps: ServiceDeps): Promise<DataServices> {
  return {};
}
