// The two small dialogs of the progress lists: one chunk, fetched when the first of them opens or is about to (docs/decisions/0022).
export { LogEntriesDialog } from './log-entries-dialog';
export { RenameDialog } from './rename-dialog';
