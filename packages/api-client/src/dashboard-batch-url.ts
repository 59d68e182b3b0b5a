// The dashboard's data batch as tRPC's own httpBatchLink spells it for the reads of dashboard-reads.ts,
// the time zone left as a mark (tRPC does not export its URL builder). Derived by dashboard-preload.test.tsx;
// after changing the reads or upgrading tRPC, write it again:
//   npx vitest run --project component packages/api-client/src/dashboard-preload.test.tsx -u
export const TIME_ZONE_MARK = 'TIME_ZONE';
export const DASHBOARD_BATCH_URL = '/trpc/auth.status,profile.get,weight.list,routines.list,exercises.list,progress.list,workoutLog.get?batch=1&input=%7B%226%22%3A%7B%22timezone%22%3A%22TIME_ZONE%22%7D%7D';
