import { useState } from 'react';
import { nextSessionTargetLabel, nextSessionTargetReason, setToForm, type ExerciseForm, type MeasurementType, type NextSessionTarget, type RoutineRepRange } from '@fitness/domain';
import { Button } from '@fitness/ui';

/** Next session's target as `workoutLog.previous` answers it (stored pounds), with the routine exercise's range. */
export type SessionTarget = NextSessionTarget & { range: RoutineRepRange };

export interface TargetRowProps {
  target: SessionTarget;
  exercise: ExerciseForm;
  /** The exercise's name as the lifter sees it ("Exercise 2" while blank). */
  name: string;
  type: MeasurementType;
  onChange: (exercise: ExerciseForm) => void;
}

/**
 * "Target: 3 × 5 at 230 lbs" under "Last time", why in a line, and Use target, which fills this
 * exercise's sets with the target (nothing is filled without the tap). Sets it replaced come back
 * with Undo until the sets are edited again.
 */
export function TargetRow({ target, exercise, name, type, onChange }: TargetRowProps) {
  const [replaced, setReplaced] = useState<{ before: ExerciseForm['sets']; filled: ExerciseForm['sets'] } | null>(null);
  const canUndo = replaced !== null && replaced.filled === exercise.sets;
  const use = () => {
    const filled = target.sets.map((set) => setToForm({ reps: set.reps, weight: set.weight, notes: '' }, type));
    setReplaced(exercise.sets.length > 0 ? { before: exercise.sets, filled } : null);
    onChange({ ...exercise, sets: filled });
  };
  const undo = () => {
    if (!replaced) return;
    onChange({ ...exercise, sets: replaced.before });
    setReplaced(null);
  };
  return (
    <div className="log-target" role="group" aria-label={`Next-session target for ${name}`}>
      <p className="log-target__text">
        <strong>{nextSessionTargetLabel(target, type)}</strong>
        <span className="log-target__reason">{nextSessionTargetReason(target, target.range.repsHigh)}</span>
      </p>
      <div className="log-target__actions">
        <Button variant="secondary" aria-label={`Use target for ${name}`} onClick={use}>
          Use target
        </Button>
        {canUndo && (
          <Button variant="secondary" aria-label={`Undo use target for ${name}`} onClick={undo}>
            Undo
          </Button>
        )}
      </div>
    </div>
  );
}
