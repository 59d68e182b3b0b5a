import { lazyChunk, lazyDialog } from '@fitness/ui';

/** The editors' code (one chunk for the four): the first paint shows the list, not the forms (docs/decisions/0022). */
export const routineDialogs = lazyChunk(() => import(/* webpackChunkName: "routine-dialogs" */ './routine-dialogs'));

export const ExerciseDialog = lazyDialog(routineDialogs, (m) => m.ExerciseDialog, { what: 'exercise form', isOpen: (props) => props.open });
export const RoutineNameDialog = lazyDialog(routineDialogs, (m) => m.RoutineNameDialog, { what: 'routine form', isOpen: (props) => props.open });
export const StarterRoutinesDialog = lazyDialog(routineDialogs, (m) => m.StarterRoutinesDialog, { what: 'starter routines', isOpen: (props) => props.open });
export const NotesDialog = lazyDialog(routineDialogs, (m) => m.NotesDialog, { what: 'notes', isOpen: (props) => props.exercise !== null });
