import { appPaths } from '@fitness/api-client';

/** Every route of spec section 2 (plus /forgot-password), shared with the remotes through @fitness/api-client. */
export const paths = appPaths;
