import { router } from './trpc';

export const profileRouter = router({});
