/** bench/page-original's markdown: per profile, each page's median, ours ÷ the original's (median and per round), and the cold load's bytes. */
import { KINDS } from '../page-dashboard/load';
import { median } from '../support/statistics';
import type { ColdLoad, Profile } from './cold-load';

export const ORIGINAL = 'original';
/** Issue #52's targets: ours ÷ the original's, cold. */
export const TARGETS: Record<Profile | 'bytes', number> = { phone: 0.8, loopback: 0.95, bytes: 1.0 };

/** Loads per page and profile, round by round (index = round − 1). */
export type Runs = Record<string, Record<Profile, ColdLoad[]>>;

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const met = (ratio: number, target: number) => `${ratio.toFixed(2)} (≤ ${target.toFixed(2)}: ${ratio <= target ? 'met' : 'NOT met'})`;

export function report(runs: Runs, pages: string[]): string {
  const ours = pages.filter((page) => page !== ORIGINAL);
  const lines = [
    '| page | profile | median ms | min ms | max ms | ours ÷ original (median) | per round | KiB (all) | HTML | JS | CSS | data | other | KiB without data | requests |',
    '|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const profile of ['phone', 'loopback'] as const) {
    const original = runs[ORIGINAL]![profile];
    for (const page of pages) {
      const loads = runs[page]![profile];
      const ms = loads.map((load) => load.ms);
      const ratio = page === ORIGINAL ? '—' : (median(ms) / median(original.map((load) => load.ms))).toFixed(2);
      const perRound = page === ORIGINAL ? '' : loads.map((load, round) => (load.ms / original[round]!.ms).toFixed(2)).join(' ');
      const bytes = (pick: (load: ColdLoad) => number) => kib(median(loads.map(pick)));
      lines.push(
        `| ${page} | ${profile} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${ratio} | ${perRound} | ${bytes((load) => load.total)} | ` +
          `${KINDS.map((kind) => bytes((load) => load.bytes[kind])).join(' | ')} | ${bytes((load) => load.total - load.bytes.data)} | ${median(loads.map((load) => load.requests))} |`,
      );
    }
  }
  lines.push('');
  const originalMs = (profile: Profile) => median(runs[ORIGINAL]![profile].map((load) => load.ms));
  const coldBytes = (page: string, withData: boolean) => median(runs[page]!.loopback.map((load) => (withData ? load.total : load.total - load.bytes.data)));
  for (const page of ours) {
    const time = (profile: Profile) => met(median(runs[page]![profile].map((load) => load.ms)) / originalMs(profile), TARGETS[profile]);
    lines.push(
      `${page} ÷ original, cold: phone ${time('phone')}, loopback ${time('loopback')}; bytes (loopback loads) all ${met(coldBytes(page, true) / coldBytes(ORIGINAL, true), TARGETS.bytes)}, ` +
        `without the data ${met(coldBytes(page, false) / coldBytes(ORIGINAL, false), TARGETS.bytes)}.`,
    );
  }
  return lines.join('\n');
}
