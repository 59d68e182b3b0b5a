import { rspack, type ChunkGroup, type Compilation, type Compiler, type Module, type RspackPluginInstance } from '@rspack/core';

/** How rspack names the modules of Module Federation's share scope: `<kind> shared module (<scope>) <package>@<version>…`. */
const SHARED_MODULE = /^(consume|provide) shared module \((.+?)\) (@?[^@\s]+)@/;

/**
 * The files a host loads as soon as its entry runs, before the page shows anything: the chunks of the
 * entry file's own dynamic imports (the shell's `import('./bootstrap')`; not those of modules it
 * imports, e.g. a fallback loaded only on failure) and, for every shared package those chunks take
 * from the share scope, the chunks of the copy the host provides (the one the page runs when it
 * starts: no remote has provided one yet), and so on for what those take. Not the entry's own files
 * (the page names them already), nor anything loaded later (routes, dialogs, remotes).
 */
export function startupFiles(compilation: Compilation, entryName = 'main'): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const provided = new Map<string, Module>();
  for (const module of compilation.modules) {
    const [, kind, scope, name] = SHARED_MODULE.exec(module.identifier()) ?? [];
    if (kind === 'provide') provided.set(`${scope} ${name}`, module);
  }
  const groups = new Set<ChunkGroup>();
  const followBlocks = (module: Module) => {
    for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
  };
  const visit = (group: ChunkGroup | null) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const [, kind, scope, name] = SHARED_MODULE.exec(module.identifier()) ?? [];
        // The host's own copy when it provides one (two chunk groups may hold the same code), else the fallback.
        if (kind === 'consume') followBlocks(provided.get(`${scope} ${name}`) ?? module);
      }
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      // A concatenated entry lists its inner modules' dynamic imports too: only the entry file's own.
      followBlocks((module as Module & { rootModule?: Module }).rootModule ?? module);
    }
  }
  const already = new Set(entry.getFiles());
  const files = new Set<string>();
  for (const group of groups) for (const file of group.getFiles()) if (/\.(js|css)$/.test(file) && !already.has(file)) files.add(file);
  return [...files];
}

/**
 * Writes `<link rel="preload">` for the host's start-up files (`startupFiles`) into its index.html,
 * so the browser fetches them alongside the entry instead of one round trip after it has run.
 * Scripts are preloaded `as="script"` without `crossorigin`, as the chunk loader adds them (classic
 * scripts, `output.crossOriginLoading` off): a mismatch would fetch each file twice. Styles `as="style"`.
 */
export class StartupHintsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartupHintsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartupHintsPlugin', (data) => {
        const hints = startupFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        // After the entry's own tags: the entry is asked for first.
        data.assetTags.scripts.push(...hints);
        return data;
      });
    });
  }
}
