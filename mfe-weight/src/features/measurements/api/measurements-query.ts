import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Every body-measurements entry of the user (cm, %), oldest first; read when the measurements dialog opens. */
export function useMeasurements() {
  const trpc = useTRPC();
  return useQuery(trpc.measurements.list.queryOptions());
}
