import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACE_RECORD_HELP, personalRecords, type RecordEntry } from '@fitness/domain';
import { NO_RECORDS_TEXTS, RecordsSection } from './records-section';

// The Records section of each kind, from records computed by the domain as the API does (docs/decisions/0071).

const run = (id: string, date: string, meters: number, seconds?: number): RecordEntry => ({
  id,
  date,
  kind: 'distanceTime',
  bw: false,
  sets: [{ id: `${id}-1`, reps: 1, weight: 0, meters, ...(seconds ? { seconds } : {}) }],
});

function renderRecords(history: RecordEntry[], props: Partial<Parameters<typeof RecordsSection>[0]> = {}) {
  render(<RecordsSection records={personalRecords(history).records} formula="epley" type="metric" {...props} />);
  return screen.getByRole('region', { name: 'Records' });
}

const value = (region: HTMLElement, title: string) => within(region).getByText(title).nextElementSibling?.textContent;

describe('RecordsSection by kind', () => {
  it('says what to log when a name of each kind has no records yet; the pace rule shows for distances', () => {
    for (const kind of ['weightReps', 'repsOnly', 'time', 'distanceTime'] as const) {
      const region = renderRecords([], { kind });
      expect(region).toHaveTextContent(NO_RECORDS_TEXTS[kind]);
      expect(within(region).queryByText(PACE_RECORD_HELP) !== null).toBe(kind === 'distanceTime');
      cleanup();
    }
    expect(new Set(Object.values(NO_RECORDS_TEXTS)).size).toBe(4);
  });

  it('a Time exercise: "Longest time" with its day, its set and any added weight', () => {
    const history: RecordEntry[] = [
      { id: 'a', date: '2026-01-05', kind: 'time', bw: false, sets: [{ reps: 1, weight: 0, seconds: 60 }] },
      {
        id: 'b',
        date: '2026-01-08',
        kind: 'time',
        bw: false,
        sets: [
          { reps: 1, weight: 0, seconds: 300, warmup: true },
          { reps: 1, weight: 0, seconds: 50 },
          { reps: 1, weight: 11.02, seconds: 65 },
        ],
      },
    ];
    const region = renderRecords(history, { kind: 'time' });
    // The warm-up's 5:00 is no record; the set keeps its number as logged (warm-ups counted).
    expect(region.textContent).toContain('Longest time 1:05');
    expect(value(region, 'Longest time')).toBe('1:05Set 3 of Jan 8, 2026: 1:05 with 5 kgs');
    expect(region).not.toHaveTextContent(/Best e1RM|Heaviest weight|Farthest|Best pace/);
    expect(region).not.toHaveTextContent(PACE_RECORD_HELP);
  });

  it('a Distance and time exercise: "Farthest" and "Best pace" in the user units; a sprint never holds the pace record', () => {
    const history = [run('a', '2026-01-05', 5000, 1500), run('b', '2026-01-06', 400, 90)];
    let region = renderRecords(history, { kind: 'distanceTime' });
    expect(region.textContent).toContain('Farthest 5 km');
    expect(region.textContent).toContain('Best pace 5:00 /km');
    expect(value(region, 'Best pace')).toBe('5:00 /kmSet 1 of Jan 5, 2026: 5 km in 25:00');
    expect(within(region).getByText(PACE_RECORD_HELP)).toBeInTheDocument();
    cleanup();

    region = renderRecords([...history, run('c', '2026-01-07', 2000, 570)], { kind: 'distanceTime', type: 'imperial' });
    // 285 s per km × 1.609344 = 458.7 s per mile; 5 km = 3.11 mi.
    expect(region.textContent).toContain('Best pace 7:39 /mi');
    expect(value(region, 'Farthest')).toBe('3.11 miSet 1 of Jan 5, 2026: 3.11 mi in 25:00');
  });

  it('only sprints and carries: no pace record yet, the farthest and the rule that explains it', () => {
    const region = renderRecords([run('a', '2026-01-05', 400, 80), run('b', '2026-01-06', 40)], { kind: 'distanceTime' });
    expect(within(region).queryByText('Best pace')).not.toBeInTheDocument();
    expect(value(region, 'Farthest')).toBe('0.4 kmSet 1 of Jan 5, 2026: 0.4 km in 1:20');
    expect(within(region).getByText(PACE_RECORD_HELP)).toBeInTheDocument();
  });

  it('a Reps only exercise: "Most reps" as one figure, no table of weights', () => {
    const sets = (...reps: number[]) => reps.map((r) => ({ reps: r, weight: 0 }));
    const history: RecordEntry[] = [
      { id: 'a', date: '2026-03-02', kind: 'repsOnly', bw: false, sets: sets(8, 6) },
      { id: 'b', date: '2026-03-04', kind: 'repsOnly', bw: false, sets: sets(9, 12) },
    ];
    const region = renderRecords(history, { kind: 'repsOnly' });
    expect(region.textContent).toContain('Most reps 12');
    expect(value(region, 'Most reps')).toBe('12Set 2 of Mar 4, 2026: 12 reps');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    // The same records of a weight and reps name keep their table.
    cleanup();
    const weightReps = renderRecords(history.map((e) => ({ ...e, kind: 'weightReps' as const })));
    expect(within(weightReps).getByRole('table', { name: 'Best reps by weight' })).toHaveTextContent('No added weight12');
  });
});
