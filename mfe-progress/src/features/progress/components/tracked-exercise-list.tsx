import { useMemo, useState } from 'react';
import { formatDay } from '@fitness/charts';
import { ConfirmDialog, SortableList } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry, TrackedExercise } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { LogEntriesDialog, RenameDialog, StatisticsDialog } from './progress-dialogs-on-demand';
import { recordHeadline } from './record-headline';
import { TrackedExerciseCard } from './tracked-exercise-card';

export interface ProgressActions {
  /** Each resolves true when done (its dialog closes), false to keep the dialog open. */
  onRename: (name: string, newName: string) => Promise<boolean>;
  onDelete: (entry: HistoryEntry) => Promise<boolean>;
  /** Order record ids in the new display order. */
  onReorder: (ids: string[]) => Promise<boolean>;
}

type EntryOf = { name: string; entry: HistoryEntry };

/** The draggable lists, one per tracked exercise, and their dialogs. */
export function TrackedExerciseList({
  exercises,
  units,
  data,
  onRename,
  onDelete,
  onReorder,
}: { exercises: readonly TrackedExercise[]; units: ProgressUnits; data: ProgressData } & ProgressActions) {
  // The dropped order shows at once; the server's order takes over once it is saved (or the save failed).
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const ordered = useMemo(() => {
    if (!pendingOrder) return exercises;
    const byId = new Map(exercises.map((e) => [e.id, e]));
    return pendingOrder.flatMap((id) => byId.get(id) ?? []);
  }, [exercises, pendingOrder]);
  // Each card's best figure by its kind, from one request for every name (it comes after the lists, which never wait for it).
  const allRecords = data.useAllRecords();
  const recordsData = allRecords.status === 'ready' ? allRecords.data : undefined;
  const headlines = useMemo(
    () => new Map((recordsData?.exercises ?? []).map((e) => [e.exerciseName, recordHeadline(e, units)] as const)),
    [recordsData, units],
  );
  const [statistics, setStatistics] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [showingSets, setShowingSets] = useState<EntryOf | null>(null);
  const [deleting, setDeleting] = useState<EntryOf | null>(null);
  const [busy, setBusy] = useState(false);

  const reorder = async (next: TrackedExercise[]) => {
    const ids = next.map((e) => e.id);
    setPendingOrder(ids);
    await onReorder(ids);
    setPendingOrder(null);
  };
  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    const deleted = await onDelete(deleting.entry);
    setBusy(false);
    if (deleted) setDeleting(null);
  };

  return (
    <>
      <SortableList
        items={ordered}
        getId={(e) => e.id}
        getName={(e) => e.exerciseName}
        label="Tracked exercises"
        className="progress-lists"
        disabled={pendingOrder !== null}
        onReorder={(next) => void reorder(next)}
        renderItem={(exercise, { handle }) => (
          <TrackedExerciseCard
            exercise={exercise}
            units={units}
            data={data}
            headline={headlines.get(exercise.exerciseName) ?? null}
            handle={handle}
            onStatistics={setStatistics}
            onRename={setRenaming}
            onShowSets={(name, entry) => setShowingSets({ name, entry })}
            onDelete={(name, entry) => setDeleting({ name, entry })}
          />
        )}
      />
      <StatisticsDialog name={statistics} units={units} data={data} onClose={() => setStatistics(null)} />
      <RenameDialog name={renaming} otherNames={exercises.map((e) => e.exerciseName)} onRename={onRename} onClose={() => setRenaming(null)} />
      <LogEntriesDialog entry={showingSets} units={units} data={data} onClose={() => setShowingSets(null)} />
      <ConfirmDialog open={deleting !== null} title="Delete tracked entry" busy={busy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {deleting && (
          <p>
            Delete the {deleting.name} entry of {formatDay(deleting.entry.date)}?
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
