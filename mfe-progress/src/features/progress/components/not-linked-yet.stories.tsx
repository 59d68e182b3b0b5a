import type { Meta, StoryObj } from '@storybook/react';
import { apiRefusal } from '@fitness/api-client';
import * as catalogue from '@fitness/catalogue';
import { nameResolver } from '../hooks/name-links';
import { mergeOffers, unlinkedNames } from '../hooks/not-linked';
import { NotLinkedYetView, type NameLinksState } from './not-linked-yet-view';
import '../../../progress-remote.css';

const resolve = nameResolver(catalogue, [], [{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
const search = catalogue.createExerciseSearch([], []);

/** What the panel finds for these names, by the same code as the panel. */
function found(names: readonly string[], tracked: readonly string[] = names): NameLinksState {
  const used = names.map((name) => ({ name, kind: 'weightReps' as const }));
  return { status: 'ready', data: { unlinked: unlinkedNames(catalogue, used, resolve, search), merges: mergeOffers(catalogue, tracked, resolve) } };
}

const done = async (): Promise<unknown> => undefined;

const meta = {
  title: 'mfe-progress/Not linked yet',
  component: NotLinkedYetView,
  args: {
    state: found(['Squats', 'Incline DB press', 'Zercher Squat', 'Lat pulldown wide', 'Bench Press', 'Benchpress']),
    onLink: done,
    onKeep: done,
    onMerge: () => {},
  },
  decorators: [
    (Story) => (
      <div className="progress-panel" style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotLinkedYetView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names with a close catalogue entry ("Link …?"), one without, and two names linked to one entry ("Merge into …"). */
export const NamesToLink: Story = {};
/** Only the merge offer: every name is linked, two to the same exercise. */
export const MergeOnly: Story = { args: { state: found(['Bench Press', 'Flat Bench', 'Squat']) } };
/** Keeping a name failed: the server's message shows under it. */
export const KeepRefused: Story = {
  args: { state: found(['Zercher Squat']), onKeep: () => Promise.reject(apiRefusal('Zercher Squat is already one of your exercises')) },
};
/** Every name linked once: the section is not shown. */
export const AllLinked: Story = { args: { state: found(['Bench Press', 'Squat']) } };
export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };
