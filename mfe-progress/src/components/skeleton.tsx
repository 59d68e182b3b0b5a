/** Grey placeholder blocks while data loads; announced once as `label`. */
export function Skeleton({ label, blocks }: { label: string; blocks: readonly { height: number; width?: string }[] }) {
  return (
    <div className="progress-skeleton" role="status" aria-busy="true">
      <span className="progress-visually-hidden">{label}</span>
      {blocks.map((block, i) => (
        <div key={i} className="progress-skeleton__block" style={{ height: block.height, width: block.width ?? '100%' }} aria-hidden="true" />
      ))}
    </div>
  );
}
