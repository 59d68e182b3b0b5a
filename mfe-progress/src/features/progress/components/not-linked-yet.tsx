import { useMemo, useState } from 'react';
import { useExercises } from '@fitness/api-client';
import type { LoadState } from '../api/types';
import type { TrackedExercise } from '../api/types';
import { useKeepAsCustom, useLinkName } from '../api/use-exercise-link-actions';
import { mergeOffers, unlinkedNames, type MergeOffer, type UsedName } from '../hooks/not-linked';
import { useNameLinks } from '../hooks/use-name-links';
import { NotLinkedYetView, type NameLinksState } from './not-linked-yet-view';
import { RenameDialog } from './progress-dialogs-on-demand';

export interface NotLinkedYetProps {
  /** The tracked names in the user's order (the panel's list). */
  tracked: readonly TrackedExercise[];
  /** The panel's rename: resolves true once renamed (an existing name merges the histories). */
  onRename: (name: string, newName: string) => Promise<boolean>;
}

/** "Not linked yet" wired to the API: tracked and routine names that link to nothing, and the merges offered for names that link to one exercise. */
export function NotLinkedYet({ tracked, onRename }: NotLinkedYetProps) {
  const links = useNameLinks();
  const routineExercises = useExercises();
  const link = useLinkName();
  const keep = useKeepAsCustom();
  const [merging, setMerging] = useState<MergeOffer | null>(null);
  const trackedNames = useMemo(() => tracked.map((e) => e.exerciseName), [tracked]);

  const linked = links.status === 'ready' ? links.data : undefined;
  const found = useMemo(() => {
    if (!linked || !routineExercises.data) return undefined;
    const { catalogue, custom, resolve } = linked;
    const names: UsedName[] = [
      ...tracked.map((e) => ({ name: e.exerciseName, kind: e.latest?.kind ?? 'weightReps' })),
      ...routineExercises.data.map((e) => ({ name: e.name, kind: e.kind })),
    ];
    const search = catalogue.createExerciseSearch(custom, []);
    return { unlinked: unlinkedNames(catalogue, names, resolve, search), merges: mergeOffers(catalogue, trackedNames, resolve) };
  }, [linked, routineExercises.data, tracked, trackedNames]);

  const state: NameLinksState =
    links.status === 'error' || routineExercises.isError
      ? {
          status: 'error',
          onRetry: () => {
            if (links.status === 'error') links.onRetry();
            if (routineExercises.isError) void routineExercises.refetch();
          },
        }
      : found
        ? ({ status: 'ready', data: found } satisfies LoadState<typeof found>)
        : { status: 'loading' };

  return (
    <>
      <NotLinkedYetView
        state={state}
        onLink={(name, exercise) =>
          link.mutateAsync(exercise.source === 'catalogue' ? { name, catalogueId: exercise.entry.id } : { name, customId: exercise.entry.id })
        }
        onKeep={({ name, kind }) => keep.mutateAsync({ name, kind })}
        onMerge={setMerging}
      />
      <RenameDialog name={merging?.name ?? null} newName={merging?.into} otherNames={trackedNames} onRename={onRename} onClose={() => setMerging(null)} />
    </>
  );
}
