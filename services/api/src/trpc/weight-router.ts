import { router } from './trpc';

export const weightRouter = router({});
