import { router } from './trpc';

export const authRouter = router({});
