import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { legacyClient, tempId, type SeenAnswer } from '../../test-support/legacy-client';

type Operation = { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)), smtp: true });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
});
afterAll(() => t.close());

/**
 * Every registered route under /api, as "METHOD /path/{param}" (HEAD is Fastify's shadow of GET).
 * The tree nests a path under its prefix (`/api/import` → `/:id`): four characters of indent a level.
 */
function registeredApiRoutes(): string[] {
  const routes: string[] = [];
  const above: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(\/\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    above.length = depth;
    const path = (above[depth - 1] ?? '') + match[2]!;
    above[depth] = path;
    if (!match[3] || !path.startsWith('/api/') || path === '/api/openapi.json') continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes.sort();
}

const documentedRoutes = () =>
  Object.entries(doc.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

/** The documented path a concrete URL (its query aside) was answered by. */
function pathOf(url: string, method: string): string {
  const path = url.split('?')[0]!;
  const candidates = Object.keys(doc.paths).filter(
    (documented) => doc.paths[documented]![method.toLowerCase()] && new RegExp(`^${documented.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
  expect(candidates, `${method} ${url}`).toHaveLength(1);
  return candidates[0]!;
}

/** A whole legacy session touching every path, also with refusals (400, 401, 403, 404). */
async function legacySession(): Promise<SeenAnswer[]> {
  const seen: SeenAnswer[] = [];
  const client = legacyClient(t.app, seen);
  const stranger = legacyClient(t.app, seen);
  const email = 'openapi@example.com';
  await client.post('/register', { email, password: 'pw', firstName: 'Otto' });
  await client.post('/register', { email, password: 'pw', firstName: 'Otto' });
  await client.post('/register', { email: 'not an email', password: 'pw', firstName: 'Otto' });
  await client.post('/send-email', { OTP: null, recipient_email: email, email_type: 'welcome' });
  await client.post('/login', { email, password: 'wrong' });
  const userId = ((await client.post('/login', { email, password: 'pw' })).json() as { id: string }[])[0]!.id;
  await client.get('/login');
  await stranger.get('/login');
  await client.get(`/get/${userId}`);
  await stranger.get(`/get/${userId}`);

  for (const path of [
    `/get/routines/${userId}`,
    `/get/exercises/${userId}`,
    `/get/tracked-exercises/${userId}`,
    `/get/profile/${userId}`,
    `/get/weight/${userId}`,
    `/get/workout-log/${userId}/2030-06-15`,
  ]) {
    await client.get(path); // 404 while empty
    await stranger.get(path); // 401
  }
  const profile = { weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };
  await client.post('/insert/profile', { userId, ...profile });
  await client.put(`/update/profile/${userId}`, { ...profile, weight: 170, age: 'old' });
  await client.put(`/update/profile/${userId}`, { ...profile, weight: 170 });
  await client.get(`/get/profile/${userId}`);
  await client.post('/insert/weight', { userId, weight: 170, date: '2030-06-14T20:00:00.000Z' });
  await client.put(`/update/weight/${userId}`, { userId, weight: 169, date: '2030-06-15' });
  const weights = (await client.get(`/get/weight/${userId}`)).json() as { id: string }[];
  await client.delete(`/delete/weight/${weights[0]!.id}`);
  await client.delete(`/delete/weight/${weights[0]!.id}`);

  const routineId = ((await client.post('/insert/routine', { userId, name: 'Full Body 1' })).json() as { insertId: string }).insertId;
  await client.post('/insert/routine', { userId: 'someone-else', name: 'Theirs' });
  await client.put(`/update/routine/${routineId}`, { name: 'Full Body' });
  await client.get(`/get/routines/${userId}`);
  const fields = { name: 'Squats', repsHigh: 8, repsLow: 5, setsHigh: 3, setsLow: 2, weight: 100, tracked: true, bw: false, notes: '' };
  const exerciseId = ((await client.post('/insert/exercise', { userId, routineId, ...fields })).json() as { insertId: string }).insertId;
  await client.put(`/update/exercise/${exerciseId}`, { ...fields, sortOrder: exerciseId });
  await client.get(`/get/exercises/${userId}`);
  await client.delete(`/delete/exercise/${exerciseId}`);
  await client.delete(`/delete/routine/${routineId}`);

  const set = () => ({ id: tempId(), reps: 5, weight: 100, notes: '' });
  await client.post('/sync/workout-log', { userId, localLog: { exercises: [] }, timezone: 'UTC' });
  const synced = await client.post('/sync/workout-log', {
    userId,
    localLog: [
      { id: tempId(), name: 'Squats', tracked: true, bw: false, sets: [set(), set()] },
      { id: tempId(), name: 'Dips', tracked: true, bw: true, sets: [set()] },
    ],
    timezone: 'UTC',
  });
  const logId = ((await client.get(`/get/workout-log/${userId}/2030-06-15`)).json() as { id: string }).id;
  await client.get(`/get/log-exercises/${logId}`);
  await client.get(`/get/log-sets/${(synced.json() as { localLog: { id: string }[] }).localLog[0]!.id}`);
  await client.get(`/get/log-sets/${'0'.repeat(24)}`);
  const tracked = (await client.get(`/get/tracked-exercises/${userId}`)).json() as {
    sortOrder: { id: string; exercise_name: string; sort_order: number }[];
    Squats: { id: string }[];
  };
  const [first, second] = tracked.sortOrder;
  await client.put(`/update/tracked-exercise-order/${first!.id}`, { name: first!.exercise_name, sortOrder: second!.sort_order });
  await client.put(`/update/tracked-exercise/${userId}`, { name: 'Dips', newName: 'Ring Dips' });
  await client.delete(`/delete/tracked-exercise/${tracked.Squats[0]!.id}`);
  await client.delete(`/delete/tracked-exercise-order/${second!.id}`);

  // "Your data": exports, an import (preview, refused, too large, done, with progress lines) and its undo.
  for (const format of ['json', 'strong-csv', 'weights-csv', 'xml']) await client.get(`/export?format=${format}`);
  await stranger.get('/export?format=json');
  const csv =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2030-06-10 18:00:00,Push,1h,Bench Press,1,100,5,0,0,,,8\n';
  const asCsv = { 'content-type': 'text/csv' };
  await client.send('POST', '/import', csv, asCsv);
  await client.send('POST', '/import?dryRun=false', 'name,amount\nrent,1200\n', asCsv);
  await client.send('POST', '/import?dryRun=false', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'), asCsv);
  const imported = (await client.send('POST', '/import?dryRun=false', csv, asCsv)).json() as { id: string };
  await client.send('POST', '/import?dryRun=false', csv, { ...asCsv, accept: 'application/x-ndjson' });
  await client.delete(`/import/${imported.id}`);
  await client.delete(`/import/${imported.id}`);
  await stranger.delete(`/import/${imported.id}`);

  await client.post('/send-email', { OTP: 1234, recipient_email: email, email_type: 'recovery' });
  await client.post('/send-recovery-email', { OTP: 1234, recipient_email: email });
  await client.post('/verify-otp', { email, otp: 'abcd' });
  await t.mailbox!.waitForMail(email, { count: 2 });
  const resetToken = ((await client.post('/verify-otp', { email, otp: await t.mailbox!.latestCode(email) })).json() as { resetToken: string }).resetToken;
  await client.put('/reset-password', { email, password: 'no token' });
  await client.put('/reset-password', { email, password: 'new pw', resetToken });
  await client.delete('/logout');
  return seen;
}

describe('OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3 and documents every registered /api route, and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(registeredApiRoutes().length).toBeGreaterThanOrEqual(32);
    expect(documentedRoutes()).toEqual(registeredApiRoutes());
  });

  it('documents request bodies and path params from the zod schemas', () => {
    const update = doc.paths['/api/update/exercise/{id}']!.put!;
    expect(update.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(JSON.stringify(update.requestBody)).toContain('"sortOrder"');
    const sync = doc.paths['/api/sync/workout-log']!.post!.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { type: string }> } }>;
    };
    expect(sync.content['application/json']!.schema.properties.localLog!.type).toBe('array');
    // "Your data": the file bodies and answers by content type, with examples.
    const importPath = doc.paths['/api/import']!.post! as Operation & { requestBody: { content: Record<string, { example?: string }> } };
    expect(Object.keys(importPath.requestBody.content)).toEqual(['text/csv', 'application/json']);
    expect(importPath.requestBody.content['text/csv']!.example).toMatch(/^Date,Workout Name,Duration,Exercise Name/);
    expect(Object.keys(importPath.responses['200']!.content!)).toEqual(['application/json', 'application/x-ndjson']);
    expect((importPath.responses['200']!.content!['application/json']!.schema as { examples: { format: string }[] }).examples[0]!.format).toBe('strong');
    expect(Object.keys(doc.paths['/api/export']!.get!.responses['200']!.content!)).toEqual(['application/json', 'text/csv']);
    expect(doc.paths['/api/import/{id}']!.delete!.responses['200']).toBeDefined();
  });

  it('real answers of a whole legacy session validate against their documented schemas', async () => {
    const seen = await legacySession();
    const exercised = new Set<string>();
    for (const answer of seen) {
      const path = pathOf(answer.url, answer.method);
      const where = `${answer.method} ${answer.url} ${answer.status} ${answer.body.slice(0, 200)}`;
      exercised.add(`${answer.method} ${path}`);
      const documented = doc.paths[path]![answer.method.toLowerCase()]!.responses[String(answer.status)];
      expect(documented, where).toBeDefined();
      const content = documented!.content;
      if (answer.status === 204) {
        expect(content, where).toBeUndefined();
        expect(answer.body).toBe('');
        continue;
      }
      const types = Object.entries(content ?? {});
      const [type, { schema }] = types.find(([documented]) => answer.contentType.startsWith(documented)) ?? types[0]!;
      expect(answer.contentType.startsWith(type), where).toBe(true);
      const body: unknown = type === 'application/json' ? JSON.parse(answer.body) : answer.body;
      const result = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
      expect(result.error?.issues, where).toBeUndefined();
    }
    expect([...exercised].sort()).toEqual(registeredApiRoutes());
    // The check has teeth: our earlier shape of the weights answer does not pass.
    const weights = doc.paths['/api/get/weight/{userId}']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(z.fromJSONSchema(weights as Parameters<typeof z.fromJSONSchema>[0]).safeParse([{ id: 'w1', weight: 150, date: '2030-06-15' }]).success).toBe(false);
    // Refusals were among them, in the one REST error shape (429: the recovery resend within 60 s; 413: a file over 20 MB).
    expect(new Set(seen.map((a) => a.status))).toEqual(new Set([200, 204, 400, 401, 403, 404, 413, 429]));
  });
});
