import { router } from './trpc';

export const workoutLogRouter = router({});
