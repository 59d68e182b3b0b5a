import { useMemo, useState } from 'react';
import { localToday, useProfile, useWeightEntries } from '@fitness/api-client';
import { displayToPounds, LOG_MESSAGES, sameDay } from '@fitness/domain';
import { lazyChunk, lazyDialog } from '@fitness/ui';
import { useDeleteWeight } from '../api/use-delete-weight';
import { useSaveWeight } from '../api/use-save-weight';
import type { WeightEntryView } from '../hooks/weight-overview';
import type { NewWeight } from './add-weight-dialog';
import { WeightPanelView, type WeightPanelState } from './weight-panel-view';
import '../../../weight-remote.css';

/** Fetched when it first opens (with its chart): the panel's first script stays as it was (docs/decisions/0022, 0046). */
const measurementsDialog = lazyChunk(() => import(/* webpackChunkName: "measurements-dialog" */ '../../measurements/components/measurements-dialog'));
const MeasurementsDialog = lazyDialog(measurementsDialog, (m) => m.MeasurementsDialog, { what: 'measurements', isOpen: (props) => props.open });

/**
 * The dashboard's body-weight panel, wired to the API, and the body measurements it opens. Weight
 * saves and deletes go through the device's outbox: offline they show at once and are sent later.
 * Refused calls are only logged (spec section 8) and keep their dialog open; successes resolve after
 * the data is refetched.
 */
export default function WeightPanel() {
  const entries = useWeightEntries();
  const profile = useProfile();
  const saveWeight = useSaveWeight();
  const deleteWeight = useDeleteWeight();
  const [measuring, setMeasuring] = useState(false);
  const measurements = useMemo(() => ({ open: () => setMeasuring(true), preload: measurementsDialog.preload }), []);
  const today = localToday();

  const state: WeightPanelState =
    entries.isPending || profile.isPending
      ? { status: 'loading' }
      : entries.isError || profile.isError
        ? {
            status: 'error',
            onRetry: () => {
              if (entries.isError) void entries.refetch();
              if (profile.isError) void profile.refetch();
            },
          }
        : { status: 'ready', entries: entries.data, profile: profile.data };

  const save = async ({ date, weight }: NewWeight) => {
    const type = profile.data?.measurementType ?? 'imperial';
    const updating = entries.data?.some((entry) => sameDay(entry.date, date)) ?? false;
    try {
      await saveWeight({ date, weight: displayToPounds(weight, type) });
      return true;
    } catch (error) {
      console.error(updating ? LOG_MESSAGES.updatingWeight : LOG_MESSAGES.settingWeight, error);
      return false;
    }
  };

  const remove = async (entry: WeightEntryView) => {
    try {
      await deleteWeight({ date: entry.date });
      return true;
    } catch (error) {
      console.error(LOG_MESSAGES.deletingWeight, error);
      return false;
    }
  };

  return (
    <>
      <WeightPanelView state={state} today={today} onSave={save} onDelete={remove} measurements={measurements} />
      {profile.data && <MeasurementsDialog open={measuring} type={profile.data.measurementType} today={today} onClose={() => setMeasuring(false)} />}
    </>
  );
}
