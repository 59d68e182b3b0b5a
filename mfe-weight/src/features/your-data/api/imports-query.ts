import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The user's imports, newest first (what each added; undo takes its id). */
export function useImports() {
  const trpc = useTRPC();
  return useQuery(trpc.dataTransfer.imports.queryOptions());
}
