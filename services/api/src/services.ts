import type { ServiceDeps } from './service-deps';
import { createAccountServices, type AccountServices } from './auth/account-services';
import { createDataServices, type DataServices } from './data/data-services';

/** Everything a route or procedure needs, built once per app. */
export type Services = ServiceDeps & AccountServices & DataServices;

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const accounts = await createAccountServices(deps);
  const data = await createDataServices(deps);
  return { ...deps, ...accounts, ...data };
}
