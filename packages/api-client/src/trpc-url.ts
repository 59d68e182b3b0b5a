/**
 * How the tRPC client spells a batch of reads as one GET URL (its `httpBatchLink`, no transformer):
 * the procedures' paths joined by commas, then `batch=1` and the inputs as a JSON object keyed by
 * each read's place in the batch, reads without an input left out. No tRPC code here, so the shell's
 * eager entry can name a batch before the shared packages load (dashboard-preload.ts); a test
 * checks the spelling against what the client sends (dashboard-preload.test.tsx).
 */
export const TRPC_PATH = '/trpc';

export interface Read {
  path: string;
  input?: unknown;
}

export function batchUrl(baseUrl: string, reads: readonly Read[]): string {
  const inputs = Object.fromEntries(reads.flatMap(({ input }, index) => (input === undefined ? [] : [[String(index), input]])));
  return `${baseUrl}${TRPC_PATH}/${reads.map(({ path }) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}
