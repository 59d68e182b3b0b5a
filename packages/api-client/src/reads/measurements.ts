import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** Every body-measurements entry of the user (cm, %), oldest first; read when the measurements dialog opens. */
export const measurementsQuery = (trpc: Trpc) => trpc.measurements.list.queryOptions();

export function useMeasurements() {
  return useQuery(measurementsQuery(useTRPC()));
}
