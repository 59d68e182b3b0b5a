import type { CatalogueEntry } from '../types';
import { hold, lift, reps } from './rows';

/** Glute bridges and thrusts, the hip abductors and adductors, and calves. */
export const HIPS_AND_CALVES: readonly CatalogueEntry[] = [
  // A plain "Hip Thrust" means the barbell one to most lifters (Hevy's plain one is bodyweight; it lands here with weight 0).
  lift('barbell-hip-thrust', 'Barbell Hip Thrust', 'barbell', ['glutes'], ['hamstrings', 'quads'], ['Hip Thrust (Barbell)', 'Hip Thrust']),
  reps('bodyweight-hip-thrust', 'Bodyweight Hip Thrust', 'bodyweight', ['glutes'], ['hamstrings'], ['Hip Thrust (Bodyweight)']),
  lift('machine-hip-thrust', 'Machine Hip Thrust', 'machine', ['glutes'], ['hamstrings'], ['Hip Thrust (Machine)']),
  lift('smith-machine-hip-thrust', 'Smith Machine Hip Thrust', 'smith machine', ['glutes'], ['hamstrings'], ['Hip Thrust (Smith Machine)']),
  reps('single-leg-hip-thrust', 'Single-Leg Hip Thrust', 'bodyweight', ['glutes'], ['hamstrings']),
  reps('glute-bridge', 'Glute Bridge', 'bodyweight', ['glutes'], ['hamstrings']),
  lift('barbell-glute-bridge', 'Barbell Glute Bridge', 'barbell', ['glutes'], ['hamstrings'], ['Partial Glute Bridge (Barbell)']),
  reps('single-leg-glute-bridge', 'Single-Leg Glute Bridge', 'bodyweight', ['glutes'], ['hamstrings']),
  lift('frog-pump', 'Frog Pump', ['dumbbell', 'bodyweight'], ['glutes'], ['adductors'], ['Frog Pumps (Dumbbell)']),
  lift('glute-kickback-machine', 'Machine Glute Kickback', 'machine', ['glutes'], ['hamstrings'], ['Glute Kickback (Machine)', 'Rear Kick (Machine)']),
  lift('cable-glute-kickback', 'Cable Glute Kickback', 'cable', ['glutes'], ['hamstrings'], ['Standing Cable Glute Kickbacks']),
  reps('donkey-kick', 'Donkey Kick', 'bodyweight', ['glutes'], ['hamstrings'], ['Glute Kickback on Floor']),
  reps('fire-hydrant', 'Fire Hydrant', 'bodyweight', ['abductors', 'glutes'], [], ['Fire Hydrants']),
  reps('clamshell', 'Clamshell', ['band', 'bodyweight'], ['abductors', 'glutes'], []),
  reps('lateral-band-walk', 'Lateral Band Walk', 'band', ['abductors', 'glutes'], [], ['Lateral Band Walks', 'Monster Walk']),
  lift('hip-abduction-machine', 'Hip Abduction Machine', 'machine', ['abductors'], ['glutes'], ['Hip Abductor (Machine)', 'Hip Abduction (Machine)']),
  lift('hip-adduction-machine', 'Hip Adduction Machine', 'machine', ['adductors'], [], ['Hip Adductor (Machine)', 'Hip Adduction (Machine)']),
  lift('cable-hip-abduction', 'Cable Hip Abduction', 'cable', ['abductors'], ['glutes']),
  lift('cable-hip-adduction', 'Cable Hip Adduction', 'cable', ['adductors'], []),
  hold('copenhagen-plank', 'Copenhagen Plank', 'bodyweight', ['adductors'], ['obliques', 'abs']),
  lift('standing-calf-raise-machine', 'Standing Calf Raise Machine', 'machine', ['calves'], [], ['Standing Calf Raise (Machine)', 'Machine Calf Raise']),
  lift('seated-calf-raise', 'Seated Calf Raise', 'machine', ['calves'], [], ['Seated Calf Raise (Machine)', 'Seated Calf Raise Machine']),
  lift('barbell-calf-raise', 'Barbell Calf Raise', 'barbell', ['calves'], [], ['Standing Calf Raise (Barbell)']),
  lift('dumbbell-calf-raise', 'Dumbbell Calf Raise', 'dumbbell', ['calves'], [], ['Standing Calf Raise (Dumbbell)']),
  lift('smith-machine-calf-raise', 'Smith Machine Calf Raise', 'smith machine', ['calves'], [], ['Standing Calf Raise (Smith)']),
  // Hevy's plain "Standing Calf Raise" is the bodyweight one.
  reps('bodyweight-calf-raise', 'Bodyweight Calf Raise', 'bodyweight', ['calves'], [], ['Standing Calf Raise', 'Calf Raise']),
  lift('leg-press-calf-raise', 'Leg Press Calf Raise', 'machine', ['calves'], [], ['Calf Press (Machine)', 'Calf Press on Seated Leg Press', 'Calf Press']),
  lift('donkey-calf-raise', 'Donkey Calf Raise', ['machine', 'bodyweight'], ['calves'], []),
  lift(
    'single-leg-calf-raise',
    'Single-Leg Calf Raise',
    ['bodyweight', 'dumbbell'],
    ['calves'],
    [],
    ['Single Leg Standing Calf Raise', 'Single Leg Standing Calf Raise (Dumbbell)'],
  ),
];
