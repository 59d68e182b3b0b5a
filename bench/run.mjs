// Runs the benchmarks: `npm run bench` runs every bench/*.bench.ts in turn,
// `npm run bench -- api-dashboard` only the one named. Figures go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length));
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`no bench named ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : all) {
  console.log(`\n== bench/${name}.bench.ts`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.bench.ts`], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
