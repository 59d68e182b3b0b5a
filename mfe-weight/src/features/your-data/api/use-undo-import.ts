import { useMutation } from '@tanstack/react-query';
import { useRestApi } from '@fitness/api-client';
import { undoImport } from './data-transfer-requests';
import { useRefreshAfterTransfer } from './refresh-after-transfer';

/** DELETE /api/import/:id, then every panel reads its data again. */
export function useUndoImport() {
  const rest = useRestApi();
  const refresh = useRefreshAfterTransfer();
  return useMutation({ mutationFn: (id: string) => undoImport(rest, id), onSettled: () => refresh() });
}
