/**
 * The floor under issue #35's tap target on this machine: the same taps and keystrokes as
 * workout-log-responsiveness.bench.ts, in the same Chromium profile (390 × 844 touch, CPU 4×), on pages
 * with **no app at all**: plain HTML with the log's controls and a few lines of script, served over
 * http (Chrome's autofill runs on http pages only). Whatever these pages take, the log cannot take less.
 *
 *   npm run bench -- workout-log-floor     (~1 min on 2 cores)
 *
 * Pages: one field and one button; one exercise card (5 sets, each with done, reps, weight, plates,
 * notes, remove and the set menu, as the log's rows); ten such cards, each its own form (decision 0053),
 * without and with the cards' containment (the log's cards have `content-visibility: auto`, which
 * contains their layout, style and paint). Per page, 8 rounds of: tap a reps field (it selects its
 * text, as the log does), type a digit, tap "Add set" (a row copied in). Event Timing duration, the
 * longest entry of each interaction. Not part of the test run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { launchBrowser, openContext } from '../e2e/support/browser';
import { throttledSession } from '../e2e/support/phone';
import { median } from './support/statistics';
import { settle, touch } from './support/workout-log-phone';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);

const setRow = (n: number) =>
  `<li><fieldset><legend>Set ${n}</legend><button type="button" aria-pressed="false" class="done">Done</button>` +
  '<label>Reps <input inputmode="numeric" value="8" class="reps"></label><label>Weight <input inputmode="decimal" value="135"></label>' +
  '<button type="button">Plates</button><label>Notes <input></label><button type="button">Remove</button>' +
  '<button type="button" aria-haspopup="menu" aria-expanded="false">Set options</button></fieldset></li>';
const card = (n: number, contained: boolean) =>
  `<li${contained ? ' style="contain: content"' : ''}><form><fieldset><legend>Exercise ${n}</legend><label>Name <input value="Exercise ${n}"></label>` +
  `<ol>${[1, 2, 3, 4, 5].map(setRow).join('')}</ol><button type="button" class="add">Add set</button></fieldset></form></li>`;
const page = (body: string) =>
  '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Floor</title>' +
  '<style>.dialog{position:fixed;inset:0;overflow:auto;background:#fff} input{width:60px} button{min-height:44px}</style></head>' +
  `<body><div class="dialog" role="dialog" aria-label="Log">${body}</div><script>
document.addEventListener('click', (e) => { if (e.target.classList.contains('add')) { const list = e.target.previousElementSibling; list.append(list.lastElementChild.cloneNode(true)); } });
document.addEventListener('focusin', (e) => { if (e.target.select) e.target.select(); });
</script></body></html>`;

const PAGES: Record<string, string> = {
  'one field and one button': page(
    '<form><label>Reps <input value="8" class="reps"></label><button type="button" class="add">Add set</button><ol><li>set</li></ol></form>',
  ),
  'one exercise card (5 sets)': page(`<ol>${card(1, false)}</ol>`),
  'ten cards, 5 sets each': page(`<ol>${Array.from({ length: 10 }, (_, i) => card(i + 1, false)).join('')}</ol>`),
  'ten cards, each contained': page(`<ol>${Array.from({ length: 10 }, (_, i) => card(i + 1, true)).join('')}</ol>`),
};

const server = createServer((request, response) => {
  const html = PAGES[decodeURIComponent(request.url!.slice(1))];
  response.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? '');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(`\n| page (no app: plain HTML) | tap a reps field, median / worst | keystroke | tap Add set | all, worst |\n|---|---:|---:|---:|---:|`);
try {
  for (const name of Object.keys(PAGES)) {
    const context = await openContext(browser, { phone: true });
    const tab = await context.newPage();
    await tab.goto(`${origin}/${encodeURIComponent(name)}`);
    await tab.evaluate(() => {
      const timings: { id: number; duration: number }[] = [];
      (window as unknown as { __timings: typeof timings }).__timings = timings;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
          if (entry.interactionId) timings.push({ id: entry.interactionId, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await throttledSession(context, tab);
    const kinds = { reps: [] as number[], keystroke: [] as number[], add: [] as number[] };
    // The longest entry of the interaction that started after `before` entries (< 16 ms: not reported, counted as 16).
    const timed = async (act: () => Promise<void>) => {
      const before = await tab.evaluate(() => new Set((window as unknown as { __timings: { id: number }[] }).__timings.map((t) => t.id)).size);
      await act();
      await settle(tab);
      const entries = await tab.evaluate(() => (window as unknown as { __timings: { id: number; duration: number }[] }).__timings);
      const ids = [...new Set(entries.map((t) => t.id))];
      const id = ids[before];
      return id === undefined ? 16 : Math.max(...entries.filter((t) => t.id === id).map((t) => t.duration));
    };
    // The third set's reps field of the first card (the only field of the one-field page).
    const reps = tab.locator('.reps').nth((await tab.locator('.reps').count()) > 2 ? 2 : 0);
    for (let round = 0; round < ROUNDS; round += 1) {
      kinds.reps.push(await timed(() => touch(tab, cdp, reps)));
      kinds.keystroke.push(await timed(() => tab.keyboard.press('7')));
      kinds.add.push(await timed(() => touch(tab, cdp, tab.locator('.add').first())));
    }
    const cell = (values: number[]) => `${median(values).toFixed(0)} / ${Math.max(...values)} ms`;
    const all = [...kinds.reps, ...kinds.keystroke, ...kinds.add];
    console.log(`| ${name} | ${cell(kinds.reps)} | ${cell(kinds.keystroke)} | ${cell(kinds.add)} | ${Math.max(...all)} ms |`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
