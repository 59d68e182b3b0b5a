import { router } from './trpc';

export const exercisesRouter = router({});
