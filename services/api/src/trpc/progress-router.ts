import { router } from './trpc';

export const progressRouter = router({});
