import { MERGED_MESSAGE, shortDay } from '@fitness/domain';
import { Button } from '@fitness/ui';

export interface LogNoticeProps {
  today: string;
  /** Unsaved edits here met a newer saved log and were merged with it. */
  merged: boolean;
  /** The log is this device's draft. */
  restored: boolean;
  /** Another day with an unsaved log on this device. */
  earlierDate?: string;
  onMergedSeen: () => void;
  onDiscard: () => void;
  onOpenDay: (date: string) => void;
}

/** The one notice over the log: a merge with another device's save, a restored draft, or another day's draft (in that order). */
export function LogNotice({ today, merged, restored, earlierDate, onMergedSeen, onDiscard, onOpenDay }: LogNoticeProps) {
  if (merged)
    return (
      <div className="ui-notice log-notice" role="status">
        <p>{MERGED_MESSAGE}.</p>
        <Button variant="secondary" onClick={onMergedSeen}>
          OK
        </Button>
      </div>
    );
  if (restored)
    return (
      <div className="ui-notice log-notice" role="status">
        <p>Restored what you typed on this device and had not saved yet.</p>
        <Button variant="secondary" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    );
  if (earlierDate)
    return (
      <div className="ui-notice log-notice" role="status">
        <p>You have an unsaved log for {shortDay(earlierDate, today)}.</p>
        <Button variant="secondary" onClick={() => onOpenDay(earlierDate)}>
          Open {shortDay(earlierDate, today)}
        </Button>
      </div>
    );
  return null;
}
