import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { CustomExercise } from '@fitness/catalogue';
import type { CustomExerciseActions, PickerData } from '../hooks/picker-data';
import type { PickerFilters } from '../hooks/picker-options';
import { CustomExerciseDialog } from './custom-exercise-dialog';
import { ExercisePickerView } from './exercise-picker-view';
import { MyExercisesDialog } from './my-exercises-dialog';

/** Custom exercises of a story user, newest first. */
const STORY_CUSTOM: CustomExercise[] = [
  { id: 'c2', name: 'Band Pull-Apart Hold', kind: 'time', primary: ['upper back'], secondary: [], equipment: ['band'] },
  { id: 'c1', name: 'Landmine Squat', kind: 'weightReps', primary: ['quads'], secondary: ['glutes'], equipment: ['barbell'] },
];
/** Logged lately, most recent first: listed first. */
const STORY_RECENT = ['Barbell Back Squat', 'Barbell Bench Press'];

const noop = () => {};
let ids = 0;

/** The picker as a routine's dialog holds it: the name typed or chosen, the kind chosen, custom exercises kept in the story. */
function StoryPicker({
  name = '',
  open = false,
  filters,
  custom = STORY_CUSTOM,
}: {
  name?: string;
  open?: boolean;
  filters?: PickerFilters;
  custom?: CustomExercise[];
}) {
  const [value, setValue] = useState(name);
  const [kind, setKind] = useState<string>('');
  const [mine, setMine] = useState(custom);
  const data = useMemo((): PickerData => {
    const actions: CustomExerciseActions = {
      create: async (values) => {
        const saved = { id: `story-${(ids += 1)}`, ...values };
        setMine((list) => [saved, ...list]);
        return saved;
      },
      update: async (id, values) => {
        const saved = { id, ...values };
        setMine((list) => list.map((e) => (e.id === id ? saved : e)));
        return saved;
      },
      remove: async (id) => setMine((list) => list.filter((e) => e.id !== id)),
    };
    return { custom: mine, recentNames: STORY_RECENT, actions };
  }, [mine]);
  return (
    <div style={{ maxWidth: 420, minHeight: 520 }}>
      <ExercisePickerView
        data={data}
        value={value}
        initialOpen={open}
        initialFilters={filters}
        onChange={setValue}
        onChoose={(chosen) => {
          setValue(chosen.name);
          setKind(chosen.kind);
        }}
      />
      <p>Chosen kind: {kind || '—'}</p>
    </div>
  );
}

const meta = { title: 'mfe-routines/Exercise picker' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed, the list closed: type, press ↓ or tap the field. */
export const Empty: Story = { render: () => <StoryPicker /> };

/** "bench" typed: the recent Barbell Bench Press first, the other presses after; ↑ ↓ move, Enter chooses. */
export const Results: Story = { render: () => <StoryPicker name="bench" open /> };

/** The list opened with nothing typed: recent exercises, then the user's own, then the catalogue by name. */
export const RecentAndCustomFirst: Story = { render: () => <StoryPicker open /> };

/** "Zercher Squat" matches nothing: the last option creates it as the user's own exercise. */
export const NoMatchCreate: Story = { render: () => <StoryPicker name="Zercher Squat" open /> };

/** Filtered to quads and kettlebell: Goblet Squat and Kettlebell Thruster. */
export const Filters: Story = { render: () => <StoryPicker open filters={{ muscle: 'quads', equipment: 'kettlebell' }} /> };

/** "Create “Zercher Squat”" chosen: name, Type, and optionally muscles and equipment. */
export const CreateExercise: Story = {
  render: () => (
    <CustomExerciseDialog
      title="Create exercise"
      confirmLabel="Create"
      initial={{ name: 'Zercher Squat', kind: 'weightReps', primary: [], secondary: [], equipment: [] }}
      onSave={async () => {}}
      onClose={noop}
    />
  ),
};

/** "My exercises": each custom exercise edited or deleted (a delete asks first). */
export const MyExercises: Story = {
  render: () => (
    <MyExercisesDialog
      custom={STORY_CUSTOM}
      actions={{ create: async (v) => ({ id: 'x', ...v }), update: async (id, v) => ({ id, ...v }), remove: async () => {} }}
      onClose={noop}
    />
  ),
};

export const MyExercisesEmpty: Story = {
  render: () => (
    <MyExercisesDialog
      custom={[]}
      actions={{ create: async (v) => ({ id: 'x', ...v }), update: async (id, v) => ({ id, ...v }), remove: async () => {} }}
      onClose={noop}
    />
  ),
};
