import type { CatalogueEntry } from '../types';
import { distance, hold } from './rows';

/** Runs, rides, rows, swims and the machines of the cardio floor. */
export const CARDIO: readonly CatalogueEntry[] = [
  distance('running', 'Running', 'bodyweight', ['cardio'], ['quads', 'calves'], ['Running (Outdoor)', 'Run', 'Outdoor Run', 'Jogging']),
  distance('treadmill-running', 'Treadmill Running', 'machine', ['cardio'], ['quads', 'calves'], ['Running (Treadmill)', 'Treadmill', 'Treadmill Run']),
  distance('sprint', 'Sprint', 'bodyweight', ['cardio'], ['quads', 'hamstrings', 'glutes'], ['Sprints']),
  distance('walking', 'Walking', 'bodyweight', ['cardio'], ['calves'], ['Walk']),
  distance('treadmill-walking', 'Treadmill Walking', 'machine', ['cardio'], ['calves', 'glutes'], ['Incline Treadmill Walk', 'Incline Walk']),
  distance('hiking', 'Hiking', 'bodyweight', ['cardio'], ['quads', 'glutes', 'calves'], ['Hike']),
  distance('rucking', 'Rucking', 'other', ['cardio'], ['traps', 'quads'], ['Ruck']),
  distance('cycling', 'Cycling', 'other', ['cardio'], ['quads'], ['Biking', 'Bike Ride', 'Outdoor Cycling']),
  distance('stationary-bike', 'Stationary Bike', 'machine', ['cardio'], ['quads'], ['Spinning', 'Indoor Cycling', 'Exercise Bike']),
  distance('air-bike', 'Air Bike', 'machine', ['cardio'], ['quads', 'shoulders'], ['Assault Bike', 'Echo Bike']),
  distance(
    'rowing-machine',
    'Rowing Machine',
    'machine',
    ['cardio'],
    ['upper back', 'lats', 'quads'],
    ['Rowing (Machine)', 'Rowing', 'Indoor Rowing', 'Rower'],
  ),
  distance('ski-erg', 'Ski Erg', 'machine', ['cardio'], ['lats', 'triceps', 'abs'], ['SkiErg']),
  distance('elliptical-trainer', 'Elliptical Trainer', 'machine', ['cardio'], ['quads', 'glutes'], ['Elliptical Machine', 'Elliptical', 'Cross Trainer']),
  hold(
    'stair-climber',
    'Stair Climber',
    'machine',
    ['cardio'],
    ['quads', 'glutes', 'calves'],
    ['Stair Machine (Floors)', 'Stair Machine (Steps)', 'StairMaster'],
  ),
  distance('swimming', 'Swimming', 'other', ['cardio'], ['lats', 'shoulders'], ['Swim']),
  hold('jump-rope', 'Jump Rope', 'other', ['cardio'], ['calves', 'forearms'], ['Skipping Rope', 'Skipping']),
];
