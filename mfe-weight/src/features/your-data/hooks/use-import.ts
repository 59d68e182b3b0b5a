import { useRef, useState } from 'react';
import { useRestApi } from '@fitness/api-client';
import {
  previewImport,
  runImport,
  TransferError,
  type ImportAnswer,
  type ImportChoices,
  type ImportProgress,
  type ImportUnits,
} from '../api/data-transfer-requests';
import { useRefreshAfterTransfer } from '../api/refresh-after-transfer';

/** Where an import stands on the page: choose a file → preview → importing → finished (or failed at any step). */
export type ImportState =
  | { step: 'choose' }
  | { step: 'reading'; file: File }
  | { step: 'preview'; file: File; preview: ImportAnswer; choices: ImportChoices; refreshing: boolean }
  | { step: 'importing'; file: File; preview: ImportAnswer; progress: ImportProgress | null }
  | { step: 'finished'; summary: ImportAnswer }
  | { step: 'failed'; message: string; file: File | null };

const messageOf = (error: unknown) => (error instanceof TransferError ? error.message : 'Something went wrong. Please try again.');

/** The import's steps, over POST /api/import (a dry run first, then the import with its progress). */
export function useImport() {
  const rest = useRestApi();
  const refresh = useRefreshAfterTransfer();
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  // A newer action (another file, Start over) makes an older answer stale.
  const turn = useRef(0);

  const preview = async (file: File, choices: ImportChoices, refreshing?: ImportAnswer) => {
    const mine = (turn.current += 1);
    setState(refreshing ? { step: 'preview', file, preview: refreshing, choices, refreshing: true } : { step: 'reading', file });
    try {
      const answer = await previewImport(rest, file, choices);
      if (turn.current === mine)
        setState({
          step: 'preview',
          file,
          preview: answer,
          choices: { ...choices, units: answer.unitAsked ? (choices.units ?? (answer.unit as ImportUnits)) : undefined },
          refreshing: false,
        });
    } catch (error) {
      if (turn.current === mine) setState({ step: 'failed', message: messageOf(error), file });
    }
  };

  return {
    state,
    /** Reads the file's preview (the user's units and tracking by default). */
    choose: (file: File) => preview(file, { track: true }),
    /** Another unit or tracking choice: the preview again, as it would then be. */
    change: (choices: ImportChoices) => {
      if (state.step === 'preview') void preview(state.file, choices, state.preview);
    },
    /** Writes the previewed file with the chosen unit and tracking. */
    start: async () => {
      if (state.step !== 'preview') return;
      const { file, preview: shown, choices } = state;
      const mine = (turn.current += 1);
      setState({ step: 'importing', file, preview: shown, progress: null });
      try {
        const summary = await runImport(rest, file, choices, (progress) => {
          if (turn.current === mine) setState({ step: 'importing', file, preview: shown, progress });
        });
        if (turn.current === mine) setState({ step: 'finished', summary });
      } catch (error) {
        if (turn.current === mine) setState({ step: 'failed', message: messageOf(error), file });
      } finally {
        await refresh();
      }
    },
    /** Back to choosing a file. */
    reset: () => {
      turn.current += 1;
      setState({ step: 'choose' });
    },
  };
}
