// Three small test files for tools/test-summary.test.ts: one passes, one has a failing test, one cannot load.
export default { test: { include: ['*.check.mjs'], root: import.meta.dirname } };
