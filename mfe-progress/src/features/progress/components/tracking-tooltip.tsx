import { Tooltip } from '@fitness/ui';

const TRACKING_HELP =
  'An exercise saved in the daily workout log with Track progress on gets a list here, one per exercise name, with its working weight, sets x reps and date for each day. Turn Track progress on for the exercise in the log (its routine exercise sets the default).';

/** Explains what gets tracked and how to turn it on. */
export function TrackingTooltip() {
  return <Tooltip label="About tracking progress" content={TRACKING_HELP} placement="bottom" />;
}
