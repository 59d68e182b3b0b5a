import { lazyChunk, lazyDialog } from '@fitness/ui';

// Fetched when first opened or about to be (docs/decisions/0022): the statistics chart brings d3, which the lists do not need.
export const statisticsDialog = lazyChunk(() => import(/* webpackChunkName: "exercise-statistics" */ './statistics-dialog'));
// The two small dialogs share one chunk.
export const progressDialogs = lazyChunk(() => import(/* webpackChunkName: "progress-dialogs" */ './progress-dialogs'));

export const StatisticsDialog = lazyDialog(statisticsDialog, (m) => m.StatisticsDialog, { what: 'statistics', isOpen: (props) => props.name !== null });
export const RenameDialog = lazyDialog(progressDialogs, (m) => m.RenameDialog, { what: 'rename form', isOpen: (props) => props.name !== null });
export const LogEntriesDialog = lazyDialog(progressDialogs, (m) => m.LogEntriesDialog, { what: 'logged sets', isOpen: (props) => props.entry !== null });
