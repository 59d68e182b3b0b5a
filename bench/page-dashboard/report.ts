/** The bench's markdown: medians over the rounds per page × profile × load (cold, warm, return, tab), and the ratios the issue asks about. */
import { median } from '../support/statistics';
import { KINDS, type LoadFigures, type LoadSeries, type ProfileName } from './load';

export type PageName = 'app' | 'floor';
export type LoadName = keyof LoadSeries;
export const LOADS: LoadName[] = ['cold', 'warm', 'return', 'tab'];
/** The profiles this report covers (`phone-cpu` is page-dashboard-repeat-floor's alone). */
export type ReportedProfile = Exclude<ProfileName, 'phone-cpu'>;
export type Runs = Record<PageName, Record<ReportedProfile, Record<LoadName, LoadFigures[]>>>;

/** Issue #16's target for a reload on the phone profile. */
export const TARGET_WARM_MS = 1000;

export const TARGET_KIB = 290;

const kib = (n: number) => (n / 1024).toFixed(1);
const of = (runs: LoadFigures[], pick: (run: LoadFigures) => number) => median(runs.map(pick));

export function report(runs: Runs): string {
  const lines = [
    '| page | profile | load | median ms | min ms | max ms | total KiB | HTML | JS | CSS | data | other | requests | data requests | 304 | cache hits | JS KiB from the network (page + worker) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const profile of ['loopback', 'phone'] as const) {
    for (const load of LOADS) {
      for (const page of ['app', 'floor'] as const) {
        const list = runs[page][profile][load];
        const ms = list.map((run) => run.ms);
        const kinds = KINDS.map((kind) => kib(of(list, (run) => run.bytes[kind])));
        lines.push(
          `| ${page} | ${profile} | ${load} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${kib(of(list, (run) => run.total))} | ${kinds.join(' | ')} | ` +
            `${of(list, (run) => run.requests)} | ${of(list, (run) => run.dataRequests)} | ${of(list, (run) => run.revalidated)} | ${of(list, (run) => run.cacheHits)} | ${kib(of(list, (run) => run.jsDownloaded + run.workerJs))} |`,
        );
      }
    }
  }
  const ratio = (profile: ReportedProfile) => (of(runs.app[profile].cold, (run) => run.ms) / of(runs.floor[profile].cold, (run) => run.ms)).toFixed(2);
  const coldKib = (page: PageName) => of(runs[page].loopback.cold, (run) => run.total) / 1024;
  const withoutData = (page: PageName) => of(runs[page].loopback.cold, (run) => run.total - run.bytes.data) / 1024;
  const appKib = coldKib('app');
  const phoneMs = (page: PageName, load: LoadName) => of(runs[page].phone[load], (run) => run.ms);
  const reload = (load: LoadName) =>
    `app ${phoneMs('app', load).toFixed(0)} ms (${phoneMs('app', load) <= TARGET_WARM_MS ? 'met' : 'NOT met'}), floor ${phoneMs('floor', load).toFixed(0)} ms`;
  lines.push(
    '',
    `Cold, app / floor (median ms): phone ${ratio('phone')}, loopback ${ratio('loopback')}.`,
    `Phone reloads, target ≤ ${TARGET_WARM_MS} ms: warm (first reload) ${reload('warm')}; return visit (second reload) ${reload('return')}.`,
    `Phone, next visit in a new tab (a fresh renderer; not a reload): app ${phoneMs('app', 'tab').toFixed(0)} ms, floor ${phoneMs('floor', 'tab').toFixed(0)} ms (app ÷ floor ${(phoneMs('app', 'tab') / phoneMs('floor', 'tab')).toFixed(2)}).`,
    `Cold bytes in all: app ${appKib.toFixed(1)} KiB, floor ${coldKib('floor').toFixed(1)} KiB; target ≤ ${TARGET_KIB} KiB → app ${appKib <= TARGET_KIB ? 'met' : 'NOT met'} (${((appKib / TARGET_KIB) * 100).toFixed(0)} % of the target).`,
    `Cold bytes without the data (the heavy user's data is most of it): app ${withoutData('app').toFixed(1)} KiB, floor ${withoutData('floor').toFixed(1)} KiB.`,
  );
  return lines.join('\n');
}
