import { dismissRefused, useOutbox, type OutboxChange } from '@fitness/api-client';
import { Button } from '@fitness/ui';

const what = (change: OutboxChange) =>
  change.kind === 'workoutLog.sync'
    ? `the workout log of ${change.input.date}`
    : change.kind === 'weight.save'
      ? `the weigh-in of ${change.input.date}`
      : `deleting the weigh-in of ${change.input.date}`;

/**
 * What this device holds that the server does not have yet: "Saved on this phone — will sync" with
 * the count, and any change the server refused (said once, with why, until dismissed).
 */
export function SyncStatus() {
  const { pending, refused } = useOutbox();
  if (pending === 0 && refused.length === 0) return null;
  return (
    <div className="sync-status" role="status">
      {pending > 0 ? (
        <p>
          Saved on this phone — will sync · {pending} {pending === 1 ? 'change' : 'changes'} pending
        </p>
      ) : null}
      {refused.map(({ change, message }) => (
        <p key={change.id}>
          Not saved: {what(change)} ({message}){' '}
          <Button variant="secondary" onClick={() => void dismissRefused(change.id)}>
            Dismiss
          </Button>
        </p>
      ))}
    </div>
  );
}
