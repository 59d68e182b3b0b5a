import { useMemo, useState } from 'react';
import { RangeSelector, WeightChart, formatDay, formatWeight } from '@fitness/charts';
import { DEFAULT_BODY_WEIGHT_RANGE, type Profile, type RangeKey } from '@fitness/domain';
import { Button, ConfirmDialog, IconButton, Panel, PlusIcon, LoadError, Skeleton, lazyChunk, lazyDialog } from '@fitness/ui';
import { projectionFor, weightInsights } from '../hooks/weight-insights';
import { weightOverview, type StoredWeightEntry, type WeightEntryView } from '../hooks/weight-overview';
import type { NewWeight } from './add-weight-dialog';
import { CalorieBudget } from './calorie-budget-tooltip';
import { WeightEntryList } from './weight-entry-list';
import { WeightInsightsView } from './weight-insights';
import { WeightSummary } from './weight-summary';

/** Fetched when it first opens or is about to: the first paint shows the chart, not the form (docs/decisions/0022). */
const addWeightDialog = lazyChunk(() => import(/* webpackChunkName: "add-weight-dialog" */ './add-weight-dialog'));
const AddWeightDialog = lazyDialog(addWeightDialog, (m) => m.AddWeightDialog, { what: 'weight form', isOpen: (props) => props.open });

export type WeightPanelState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; entries: readonly StoredWeightEntry[]; profile: Profile };

export interface WeightPanelViewProps {
  state: WeightPanelState;
  /** Today in the user's time zone: the add dialog's default date. */
  today: string;
  /** Resolve true when saved (the dialog closes), false to keep the dialog open. */
  onSave: (entry: NewWeight) => Promise<boolean>;
  onDelete: (entry: WeightEntryView) => Promise<boolean>;
  /** "Add measurements" opens the body measurements (a dialog the panel's wiring mounts); `preload` fetches its code early. */
  measurements?: { open: () => void; preload: () => void };
}

/** The body-weight panel from data and callbacks (the API wiring lives in WeightPanel). */
export function WeightPanelView({ state, today, onSave, onDelete, measurements }: WeightPanelViewProps) {
  const [adding, setAdding] = useState(false);
  const ready = state.status === 'ready';
  return (
    <Panel
      title="Body Weight"
      actions={
        <IconButton
          label="Add weight"
          icon={<PlusIcon />}
          variant="primary"
          disabled={!ready}
          {...addWeightDialog.openerProps}
          onClick={() => setAdding(true)}
        />
      }
    >
      {!ready && (
        <div className="weight-panel">
          {state.status === 'error' ? (
            <LoadError what="weights" onRetry={state.onRetry} />
          ) : (
            <Skeleton label="Loading your weights…" blocks={[{ height: 20, width: '50%' }, { height: 64 }, { height: 220 }, { height: 120 }]} />
          )}
        </div>
      )}
      {ready && (
        <WeightPanelContent
          entries={state.entries}
          profile={state.profile}
          today={today}
          onAdd={() => setAdding(true)}
          onDelete={onDelete}
          measurements={measurements}
        />
      )}
      {ready && <AddWeightDialog open={adding} type={state.profile.measurementType} today={today} onSave={onSave} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

function WeightPanelContent({
  entries,
  profile,
  today,
  onAdd,
  onDelete,
  measurements,
}: {
  entries: readonly StoredWeightEntry[];
  profile: Profile;
  today: string;
  onAdd: () => void;
  onDelete: (entry: WeightEntryView) => Promise<boolean>;
  measurements: WeightPanelViewProps['measurements'];
}) {
  const [chosenRange, setChosenRange] = useState<RangeKey>(DEFAULT_BODY_WEIGHT_RANGE);
  const [deleting, setDeleting] = useState<WeightEntryView | null>(null);
  const [busy, setBusy] = useState(false);
  const overview = useMemo(() => weightOverview(entries, profile, chosenRange), [entries, profile, chosenRange]);
  const { unit, points, trend, target } = overview;
  const insights = useMemo(() => weightInsights(points, trend, profile, target, today), [points, trend, profile, target, today]);
  const projection = projectionFor(insights, overview.range);

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    const deleted = await onDelete(deleting);
    setBusy(false);
    if (deleted) setDeleting(null);
  };

  return (
    <div className="weight-panel">
      <CalorieBudget profile={profile} />
      {overview.points.length === 0 ? (
        <div className="ui-empty">
          <p>No weights logged yet. Add your first weight to start your chart.</p>
          <Button {...addWeightDialog.openerProps} onClick={onAdd}>
            Add your first weight
          </Button>
        </div>
      ) : (
        <>
          {overview.summary && <WeightSummary {...overview.summary} unit={unit} />}
          <WeightInsightsView verdict={insights.verdict} pace={insights.pace} />
          <div className="weight-panel__chart-head">
            <RangeSelector options={overview.ranges} value={overview.range} onChange={setChosenRange} />
            {overview.forecast && <p className="weight-panel__forecast">{overview.forecast}</p>}
          </div>
          <WeightChart
            points={overview.points}
            range={overview.range}
            targetWeight={overview.target}
            trend={overview.trend}
            projection={projection}
            unit={unit}
          />
        </>
      )}
      {measurements && (
        <div className="weight-panel__measurements">
          <Button variant="secondary" onPointerEnter={measurements.preload} onFocus={measurements.preload} onClick={measurements.open}>
            Add measurements
          </Button>
        </div>
      )}
      {overview.entries.length > 0 && <WeightEntryList entries={overview.entries} unit={unit} onDelete={setDeleting} />}
      <ConfirmDialog open={deleting !== null} title="Delete weight" busy={busy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {deleting && (
          <p>
            Delete the entry of {formatWeight(deleting.weight, unit)} for {formatDay(deleting.date)}?
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
