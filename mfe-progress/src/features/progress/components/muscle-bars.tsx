import { useId, useState } from 'react';
import type { Muscle, MuscleSets } from '@fitness/catalogue';

/** "Upper back" for 'upper back': the fixed list is lower case. */
export const muscleLabel = (muscle: Muscle) => muscle.charAt(0).toUpperCase() + muscle.slice(1);

/** "4.5 sets", "1 set": a secondary muscle's half sets keep their half. */
export const setsText = (sets: number) => `${sets} ${sets === 1 ? 'set' : 'sets'}`;

/**
 * A bar per muscle (longest: the week's most trained), each a button: tapping it lists the exercises
 * behind the muscle's sets, as logged, most sets first.
 */
export function MuscleBars({ muscles, label }: { muscles: readonly MuscleSets[]; label: string }) {
  const [open, setOpen] = useState<Muscle | null>(null);
  const listId = useId();
  const most = Math.max(...muscles.map((m) => m.sets));

  return (
    <ul className="muscle-sets__bars" aria-label={label}>
      {muscles.map(({ muscle, sets, exercises }) => {
        const expanded = open === muscle;
        const exercisesId = `${listId}-${muscle.replace(' ', '-')}`;
        return (
          <li key={muscle}>
            <button
              type="button"
              className="muscle-sets__bar"
              aria-expanded={expanded}
              aria-controls={expanded ? exercisesId : undefined}
              onClick={() => setOpen(expanded ? null : muscle)}
            >
              <span className="muscle-sets__muscle">{muscleLabel(muscle)}</span>{' '}
              <span className="muscle-sets__track" aria-hidden="true">
                <span className="muscle-sets__fill" style={{ width: `${(sets / most) * 100}%` }} />
              </span>
              <span className="muscle-sets__count">{setsText(sets)}</span>
            </button>
            {expanded && (
              <ul id={exercisesId} className="muscle-sets__exercises" aria-label={`Exercises behind ${muscleLabel(muscle)}`}>
                {exercises.map((exercise) => (
                  <li key={exercise.name}>
                    <span>{exercise.name}</span> <span className="muscle-sets__exercise-sets">{setsText(exercise.sets)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
