import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../browser-time-zone';
import { useTRPC, type Trpc } from '../trpc';

/**
 * Working sets by logged name for each of the last `weeks` Monday weeks in the browser's time zone
 * (warm-ups out): "Sets per muscle" resolves the names to muscles on the client, with the catalogue.
 */
export const setsByNameQuery = (trpc: Trpc, weeks: number, timezone = browserTimeZone()) => trpc.history.setsByName.queryOptions({ timezone, weeks });

export function useSetsByName(weeks: number) {
  return useQuery(setsByNameQuery(useTRPC(), weeks));
}
