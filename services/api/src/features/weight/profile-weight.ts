/**
 * What the weight log needs of the profile feature (injected by the composition root): the profile's
 * weight follows the latest entry, and a save makes the profile when there is none.
 */
export interface ProfileWeight {
  setWeight(userId: string, weight: number): Promise<void>;
}
