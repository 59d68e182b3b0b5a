import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_EQUIPMENT_KG, DEFAULT_EQUIPMENT_LB, type RestTimer } from '@fitness/domain';
import { PlateSheet } from './plate-sheet';
import { RestTimerBar, type RestTimerBarProps } from './rest-timer-bar';
import '../workout-log.css';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const bench: RestTimer = { exerciseKey: 'k1', exerciseName: 'Bench Press', startedAt: NOW - 27_000, endsAt: NOW + 63_000 };
const ignore = () => {};

/** The rest timer bar as it sits above Save at the bottom of the log. */
function TimerBar(props: Partial<RestTimerBarProps>) {
  return (
    <div style={{ maxWidth: 390 }}>
      <RestTimerBar timer={bench} now={NOW} notify="ask" onAdjust={ignore} onPause={ignore} onResume={ignore} onSkip={ignore} onAskNotify={ignore} {...props} />
    </div>
  );
}

const meta = { title: 'mfe-routines/GymTools', component: TimerBar } satisfies Meta<typeof TimerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TimerRunning: Story = {};

export const TimerOver: Story = { args: { timer: { ...bench, endsAt: NOW - 130_000 }, notify: 'on' } };

export const TimerPaused: Story = { args: { timer: { ...bench, pausedLeftMs: 45_000 }, notify: 'unsupported' } };

export const PlatesExact: Story = { render: () => <PlateSheet weight={185} type="imperial" equipment={DEFAULT_EQUIPMENT_LB} onClose={ignore} /> };

export const PlatesNotLoadable: Story = { render: () => <PlateSheet weight={227.5} type="imperial" equipment={DEFAULT_EQUIPMENT_LB} onClose={ignore} /> };

export const PlatesBelowTheBar: Story = { render: () => <PlateSheet weight={35} type="imperial" equipment={DEFAULT_EQUIPMENT_LB} onClose={ignore} /> };

export const PlatesKg: Story = { render: () => <PlateSheet weight={142.5} type="metric" equipment={DEFAULT_EQUIPMENT_KG} onClose={ignore} /> };
