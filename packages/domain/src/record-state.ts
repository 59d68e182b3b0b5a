import type { ExerciseRecords, RecordEvent, RecordKind, RecordSet, SessionVolumeRecord } from './record-types';
import { isHeavier, toRecordSet, type DaySummary, type WorkingSet } from './record-days';

// What the records pass keeps between days: the best so far of every record, and the rep frontier.

/** Rows of the "Best reps by weight" table, at most. */
export const REP_RECORD_ROWS = 10;

/** A record held by one set of `day`. (Module level: a closure made per day costs more than the rest of the day's judging.) */
function setEvent(day: DaySummary, kind: RecordKind, set: WorkingSet, value: number, previous: number): RecordEvent {
  return { kind, date: day.date, entryIds: [set.entryId], value, previous, set: toRecordSet(set) };
}

/** Best reps at or above each weight so far: weights strictly falling, reps strictly rising along the list. */
class RepFrontier {
  readonly points: RecordSet[] = [];

  /** Most reps at `weight` or heavier, or null when nothing that heavy was lifted. */
  bestAtLeast(weight: number): number | null {
    const i = this.lastAtLeast(weight);
    return i < 0 ? null : this.points[i]!.reps;
  }

  /** Takes the set in when it beats every set at its weight or heavier (copied only then: most days add nothing). */
  add(set: WorkingSet): void {
    const at = this.lastAtLeast(set.weight) + 1;
    if (at > 0 && this.points[at - 1]!.reps >= set.reps) return;
    let end = at;
    while (end < this.points.length && this.points[end]!.reps <= set.reps) end += 1;
    // An equal weight sits at `at - 1` only with fewer reps (more was ruled out above); drop it too.
    const from = at > 0 && this.points[at - 1]!.weight === set.weight ? at - 1 : at;
    this.points.splice(from, end - from, toRecordSet(set));
  }

  private lastAtLeast(weight: number): number {
    let lo = 0;
    let hi = this.points.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.points[mid]!.weight >= weight) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }
}

export class RecordState {
  heaviest: WorkingSet | null = null;
  oneRepMax: WorkingSet | null = null;
  setVolume: WorkingSet | null = null;
  sessionVolume: SessionVolumeRecord | null = null;
  readonly frontier = new RepFrontier();
  longestTime: WorkingSet | null = null;
  farthest: WorkingSet | null = null;
  bestPace: WorkingSet | null = null;

  /** Records the day sets against what came before it. */
  judge(day: DaySummary, events: RecordEvent[]): void {
    if (day.heaviest && this.heaviest && day.heaviest.weight > this.heaviest.weight) {
      events.push(setEvent(day, 'heaviestWeight', day.heaviest, day.heaviest.weight, this.heaviest.weight));
    }
    if (day.oneRepMax && this.oneRepMax && day.oneRepMax.e1rm! > this.oneRepMax.e1rm!) {
      events.push({
        ...setEvent(day, 'bestOneRepMax', day.oneRepMax, day.oneRepMax.e1rm!, this.oneRepMax.e1rm!),
        includesBodyWeight: day.oneRepMax.includesBodyWeight,
      });
    }
    if (day.setVolume && this.setVolume && day.setVolume.volume > this.setVolume.volume) {
      events.push(setEvent(day, 'bestSetVolume', day.setVolume, day.setVolume.volume, this.setVolume.volume));
    }
    if (day.sessionVolume && this.sessionVolume && day.sessionVolume.value > this.sessionVolume.value) {
      const { date, entryIds, value } = day.sessionVolume;
      events.push({ kind: 'bestSessionVolume', date, entryIds: [...entryIds], value, previous: this.sessionVolume.value, set: null });
    }
    for (const set of day.frontier) {
      const previous = this.frontier.bestAtLeast(set.weight);
      if (previous !== null && set.reps > previous) events.push(setEvent(day, 'repRecord', set, set.reps, previous));
    }
    const { longestTime, farthest, bestPace } = day;
    if (longestTime && this.longestTime && longestTime.seconds! > this.longestTime.seconds!) {
      events.push(setEvent(day, 'longestTime', longestTime, longestTime.seconds!, this.longestTime.seconds!));
    }
    if (farthest && this.farthest && farthest.meters! > this.farthest.meters!) {
      events.push(setEvent(day, 'farthest', farthest, farthest.meters!, this.farthest.meters!));
    }
    if (bestPace && this.bestPace && bestPace.pace! < this.bestPace.pace!)
      events.push(setEvent(day, 'bestPace', bestPace, bestPace.pace!, this.bestPace.pace!));
  }

  absorb(day: DaySummary): void {
    if (day.heaviest && (!this.heaviest || isHeavier(day.heaviest, this.heaviest))) this.heaviest = day.heaviest;
    if (day.oneRepMax && (!this.oneRepMax || day.oneRepMax.e1rm! > this.oneRepMax.e1rm!)) this.oneRepMax = day.oneRepMax;
    if (day.setVolume && (!this.setVolume || day.setVolume.volume > this.setVolume.volume)) this.setVolume = day.setVolume;
    if (day.sessionVolume && (!this.sessionVolume || day.sessionVolume.value > this.sessionVolume.value)) this.sessionVolume = day.sessionVolume;
    for (const set of day.frontier) this.frontier.add(set);
    if (day.longestTime && (!this.longestTime || day.longestTime.seconds! > this.longestTime.seconds!)) this.longestTime = day.longestTime;
    if (day.farthest && (!this.farthest || day.farthest.meters! > this.farthest.meters!)) this.farthest = day.farthest;
    if (day.bestPace && (!this.bestPace || day.bestPace.pace! < this.bestPace.pace!)) this.bestPace = day.bestPace;
  }

  records(): ExerciseRecords {
    return {
      heaviestWeight: this.heaviest && { ...toRecordSet(this.heaviest), value: this.heaviest.weight },
      bestOneRepMax: this.oneRepMax && { ...toRecordSet(this.oneRepMax), value: this.oneRepMax.e1rm!, includesBodyWeight: this.oneRepMax.includesBodyWeight },
      bestSetVolume: this.setVolume && { ...toRecordSet(this.setVolume), value: this.setVolume.volume },
      bestSessionVolume: this.sessionVolume && { ...this.sessionVolume, entryIds: [...this.sessionVolume.entryIds] },
      repRecords: this.frontier.points.slice(0, REP_RECORD_ROWS),
      longestTime: this.longestTime && { ...toRecordSet(this.longestTime), value: this.longestTime.seconds! },
      farthest: this.farthest && { ...toRecordSet(this.farthest), value: this.farthest.meters! },
      bestPace: this.bestPace && { ...toRecordSet(this.bestPace), value: this.bestPace.pace! },
    };
  }
}
