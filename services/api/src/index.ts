export type { AppRouter, RouterInputs, RouterOutputs } from './app-router';
// The "Your data" page's REST answers (POST /api/import, DELETE /api/import/:id).
export type { ImportAnswer, UndoAnswer } from './features/data-transfer/imports';
