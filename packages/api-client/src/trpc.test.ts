import { describe, expect, it } from 'vitest';
import { makeTrpcClient, MAX_BATCH_URL_LENGTH } from './trpc';

describe('the tRPC batch link', () => {
  it(`splits a batch whose URL would pass ${MAX_BATCH_URL_LENGTH} characters, so no batch the client makes meets 414`, async () => {
    const urls: string[] = [];
    const client = makeTrpcClient('http://localhost:3000', {
      fetch: async (input) => {
        const url = String(input);
        urls.push(url);
        const calls = new URL(url).pathname.replace('/trpc/', '').split(',');
        return new Response(JSON.stringify(calls.map(() => ({ result: { data: [] } }))), { headers: { 'content-type': 'application/json' } });
      },
    });
    const names = Array.from({ length: 40 }, (_, i) => `Exercise with a long enough name ${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(names.map((name) => client.workoutLog.previous.query({ names: [name], before: '2024-03-01' })));

    expect(answers).toHaveLength(40);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(MAX_BATCH_URL_LENGTH);
  });
});
