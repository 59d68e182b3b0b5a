import { router } from './trpc';

export const routinesRouter = router({});
