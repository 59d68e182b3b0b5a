import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/** The user's imports, newest first (what each added; undo takes its id). */
export function useImports() {
  return useQuery(useTRPC().dataTransfer.imports.queryOptions());
}
