import { useId, useState } from 'react';
import { ChartIcon, ChevronDownIcon, DragHandle, EditIcon, IconButton, type DragHandleBindings } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry, TrackedExercise } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { ExerciseHistory } from './exercise-history';
import { progressDialogs, statisticsDialog } from './progress-dialogs-on-demand';

export interface TrackedExerciseCardProps {
  exercise: TrackedExercise;
  units: ProgressUnits;
  data: ProgressData;
  /** The name's best figure by its kind ("best e1RM 251 lbs", "best pace 5:00 /km"), once the records are here. */
  headline?: string | null;
  handle: DragHandleBindings;
  onStatistics: (name: string) => void;
  onRename: (name: string) => void;
  onShowSets: (name: string, entry: HistoryEntry) => void;
  onDelete: (name: string, entry: HistoryEntry) => void;
}

/** One tracked exercise's list: drag handle, name, statistics and rename icons, and its expandable history. */
export function TrackedExerciseCard(props: TrackedExerciseCardProps) {
  const { exercise, units, data, headline = null, handle, onStatistics, onRename, onShowSets, onDelete } = props;
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const name = exercise.exerciseName;
  const entries = exercise.entryCount === 1 ? '1 entry' : `${exercise.entryCount} entries`;
  return (
    <div className="progress-card">
      <div className="progress-card__head">
        <DragHandle {...handle} label={`Reorder ${name}`} />
        <h3 className="progress-card__name">
          {name}{' '}
          <span className="progress-card__count">
            {entries}
            {headline !== null && ` · ${headline}`}
          </span>
        </h3>
        <IconButton label={`Statistics of ${name}`} icon={<ChartIcon />} {...statisticsDialog.openerProps} onClick={() => onStatistics(name)} />
        <IconButton label={`Rename ${name}`} icon={<EditIcon />} {...progressDialogs.openerProps} onClick={() => onRename(name)} />
        <IconButton
          label={`History of ${name}`}
          icon={<ChevronDownIcon />}
          className="progress-card__toggle"
          aria-expanded={open}
          aria-controls={open ? historyId : undefined}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
      {open && (
        <ExerciseHistory
          id={historyId}
          name={name}
          units={units}
          data={data}
          onShowSets={(entry) => onShowSets(name, entry)}
          onDelete={(entry) => onDelete(name, entry)}
        />
      )}
    </div>
  );
}
