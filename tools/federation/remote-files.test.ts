import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAG_KIT, sharedDependencies } from './shared';
import { buildTestRemote, removeBuiltRemotes } from './test-remote-build';

afterAll(removeBuiltRemotes);

// Two panels that both use a large library (dnd-kit, well over the 20 KB at which rspack's default
// splitting moves a library into a file of its own) and code of their own; one opens a dialog on demand.
// The test remote is built in a temporary folder, so the library is named by its installed path.
const dndKit = createRequire(import.meta.url).resolve('@dnd-kit/core');
const SOURCES = {
  'sortable.ts': `import { DndContext } from ${JSON.stringify(dndKit)};\nexport const sortable = DndContext;\n`,
  'panel.ts': "import { sortable } from './sortable';\nexport const panel = [sortable, () => import('./dialog')];\n",
  'other-panel.ts': "import { sortable } from './sortable';\nexport const otherPanel = sortable;\n",
  'dialog.ts': "export const dialog = 'dialog';\n",
};

describe("a remote's files (docs/decisions/0027)", () => {
  it('are one script per exposed panel, its libraries inside, and a separate one per part loaded on demand', async () => {
    const { dist, manifest } = await buildTestRemote(SOURCES, { './Panel': './src/panel.ts', './OtherPanel': './src/other-panel.ts' });
    const files = (name: string) => manifest.exposes.find((expose) => expose.name === name)!.assets.js;
    expect(files('Panel').sync).toEqual([expect.stringMatching(/^__federation_expose_Panel\.[0-9a-f]{10}\.js$/)]);
    expect(files('OtherPanel').sync).toEqual([expect.stringMatching(/^__federation_expose_OtherPanel\.[0-9a-f]{10}\.js$/)]);
    expect(files('Panel').async).toEqual([expect.stringMatching(/^[\w-]+\.[0-9a-f]{10}\.js$/)]);
    expect(files('Panel').async[0]).not.toMatch(/^__federation_expose_/);
    // dnd-kit's own text (its screen-reader instructions) is inside each panel's file.
    for (const name of ['Panel', 'OtherPanel']) expect(readFileSync(join(dist, files(name).sync[0]!), 'utf8')).toContain('To pick up a draggable item');
  }, 120_000);
});

describe("the sortable list's dnd-kit (docs/decisions/0048)", () => {
  it('is one shared file of its own, under a name that changes with its code, not a singleton; the panels keep the rest', async () => {
    const kit = sharedDependencies()[DRAG_KIT]!;
    const sources = {
      'panel.ts': `import { DndContext } from ${JSON.stringify(DRAG_KIT)};\nexport const panel = DndContext;\n`,
      'other-panel.ts': `import { useSortable } from ${JSON.stringify(DRAG_KIT)};\nexport const otherPanel = useSortable;\n`,
    };
    const { dist, manifest } = await buildTestRemote(sources, { './Panel': './src/panel.ts', './OtherPanel': './src/other-panel.ts' }, {}, { [DRAG_KIT]: kit });
    const shared = (
      manifest as unknown as { shared: { name: string; singleton: boolean; version: string; requiredVersion: string; assets: { js: { sync: string[] } } }[] }
    ).shared;
    expect(shared).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^@fitness\/ui\/drag-kit-[0-9a-f]{12}$/),
        singleton: false,
        version: kit.version,
        requiredVersion: kit.version,
      }),
    ]);
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    // dnd-kit's screen-reader text is in the shared file, and in neither panel's.
    expect(shared[0]!.assets.js.sync.some((file) => read(file).includes('To pick up a draggable item'))).toBe(true);
    for (const name of ['Panel', 'OtherPanel']) {
      const panel = manifest.exposes.find((expose) => expose.name === name)!.assets.js.sync;
      expect(panel).toHaveLength(1);
      expect(read(panel[0]!)).not.toContain('To pick up a draggable item');
    }
  }, 120_000);
});
