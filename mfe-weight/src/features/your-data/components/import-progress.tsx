import type { ImportProgress } from '../api/data-transfer-requests';

/** The import as it writes: a bar of the sets and weigh-ins written (indeterminate while the file is sent). */
export function ImportProgressBar({ fileName, progress }: { fileName: string; progress: ImportProgress | null }) {
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <section className="data-progress" aria-label="Import progress">
      <p>
        Importing {fileName}… {progress ? `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} written` : 'sending the file'}
      </p>
      <div
        className="data-progress__bar"
        role="progressbar"
        aria-label="Import"
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': percent, 'aria-valuetext': `${percent}%` })}
      >
        <div
          className={percent === null ? 'data-progress__fill data-progress__fill--waiting' : 'data-progress__fill'}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="data-progress__note">Keep this page open until it finishes. If it stops, nothing of it is kept.</p>
    </section>
  );
}
