import { describe, expect, it } from 'vitest';
import { weightColumns } from './weight';
import { fromWeightColumns, toWeightColumns } from './weight-columns';

describe('weight log as columns (tRPC weight.list)', () => {
  const entries = [
    { id: '6b03b4cc2371d3a7cc0cec8a', date: '2026-11-01', weight: 181.5 },
    { id: '6b03b4cc2371d3a7cc0cec8b', date: '2026-11-02', weight: 180.25 },
  ];

  it('keeps every day and weight, in order, through a JSON round trip, and no ids (a day names its entry)', () => {
    const columns = toWeightColumns(entries);
    expect(columns).toEqual({ dates: ['2026-11-01', '2026-11-02'], weights: [181.5, 180.25] });
    expect(weightColumns.parse(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
    expect(fromWeightColumns(columns)).toEqual([
      { date: '2026-11-01', weight: 181.5 },
      { date: '2026-11-02', weight: 180.25 },
    ]);
    expect(fromWeightColumns(toWeightColumns([]))).toEqual([]);
  });

  it('is under a third of the list of objects for a long log', () => {
    const long = Array.from({ length: 3650 }, (_, i) => ({
      id: i.toString(16).padStart(24, '0'),
      date: `20${String(10 + Math.floor(i / 365)).padStart(2, '0')}-01-01`,
      weight: 180.25,
    }));
    expect(JSON.stringify(toWeightColumns(long)).length).toBeLessThan(JSON.stringify(long).length / 3);
  });
});
