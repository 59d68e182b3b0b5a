import type { IndexSpec } from '../storage';

/**
 * A collection of user data: every write names its user and raises that user's data version
 * (versionedStorage). Every read is per user, so each has a userId index (the embedded store picks a
 * single-field index for `{userId, ...}` queries).
 */
export interface UserCollection {
  name: string;
  indexes: IndexSpec[];
}
