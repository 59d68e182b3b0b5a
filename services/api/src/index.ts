export type { AppRouter, RouterInputs, RouterOutputs } from './app-router';
