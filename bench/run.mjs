// Runs the benchmarks (bench/README.md): `npm run bench` runs every bench/*.bench.ts in turn,
// `npm run bench -- api-dashboard` only the one named, `npm run bench -- --help` lists them.
// A bench that fails does not stop the others; the run ends non-zero. Figures go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();
const asked = process.argv.slice(2);

if (asked.includes('--help') || asked.includes('-h')) {
  /** The first line of a bench's header comment: what it measures. */
  const summary = (name) => /\/\*\*\s*\n\s*\*\s*(.+)/.exec(readFileSync(`${dir}${name}.bench.ts`, 'utf8'))?.[1] ?? '';
  console.log('npm run bench [-- <name> …]      every bench, or the ones named\n');
  for (const name of all) console.log(`  ${name.padEnd(28)} ${summary(name)}`);
  console.log('\nBENCH_BASELINE=<git ref>: the benches that compare run that commit beside this tree (bench/README.md).');
  process.exit(0);
}

const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`no bench named ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}
const failed = [];
for (const name of asked.length ? asked : all) {
  console.log(`\n== bench/${name}.bench.ts`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.bench.ts`], { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
