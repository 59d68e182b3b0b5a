import { formatPercentChange, type PercentChange as Change } from '@fitness/domain';

const ARROWS = { up: '▲', down: '▼', none: '' } as const;
const SPOKEN = { up: 'Up', down: 'Down', none: 'No change,' } as const;

/**
 * '▲ 12.5%' with a text alternative ('Up 12.5% since the first entry') for screen readers. Up reads as
 * progress unless `lowerIsBetter` (a pace: down is faster), which only swaps the colours.
 */
export function PercentChange({ change, lowerIsBetter = false }: { change: Change; lowerIsBetter?: boolean }) {
  return (
    <span className="progress-change" data-direction={change.direction} data-lower-is-better={lowerIsBetter || undefined}>
      {change.direction !== 'none' && <span aria-hidden="true">{ARROWS[change.direction]} </span>}
      <span className="ui-visually-hidden">{SPOKEN[change.direction]} </span>
      {formatPercentChange(change)}
      <span className="ui-visually-hidden"> since the first entry</span>
    </span>
  );
}
