import type { Meta, StoryObj } from '@storybook/react';
import { addDays } from '@fitness/domain';
import { MeasurementsDialogView, type StoredMeasurements } from './measurements-dialog-view';
import type { SaveOutcome } from './measurements-form';

const TODAY = '2026-11-20';
/** Ten weekly entries: the waist down 3 cm, body fat down 2.5 %, hips and arms now and then. */
const entries: StoredMeasurements[] = Array.from({ length: 10 }, (_, i) => ({
  id: `m${i}`,
  date: addDays(TODAY, (i - 9) * 7),
  waistCm: Math.round((90 - i * 0.33) * 100) / 100,
  bodyFatPct: Math.round((24 - i * 0.28) * 10) / 10,
  ...(i % 3 === 0 ? { hipsCm: 102 - i * 0.2, armsCm: 34 + i * 0.1 } : {}),
}));
const saved = async (): Promise<SaveOutcome> => ({ ok: true });
const deleted = async () => true;

const meta = {
  title: 'mfe-weight/MeasurementsDialog',
  component: MeasurementsDialogView,
  args: { state: { status: 'ready', entries }, type: 'imperial', today: TODAY, onClose: () => {}, onSave: saved, onDelete: deleted },
} satisfies Meta<typeof MeasurementsDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inches: each measurement's latest value with its change since the first entry ("−1.2 in since Sep 18, 2026"), its chart, the entries. Today's values are filled in. */
export const Imperial: Story = {};

/** The same entries in centimetres for a metric user. */
export const Metric: Story = { args: { type: 'metric' } };

/** No measurements yet: the form and a short note. */
export const Empty: Story = { args: { state: { status: 'ready', entries: [] } } };

/** One day measured once: no change yet ("first entry …"), a one-point chart. */
export const OneEntry: Story = { args: { state: { status: 'ready', entries: [{ id: 'one', date: TODAY, chestCm: 104.5, thighsCm: 58 }] } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };

/** A save the server refused: the form keeps what was typed and says why. */
export const SaveRefused: Story = { args: { onSave: async (): Promise<SaveOutcome> => ({ ok: false, message: 'Waist must be between 30 and 300 cm' }) } };
