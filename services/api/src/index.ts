export type { AppRouter, RouterInputs, RouterOutputs } from './trpc/root';
