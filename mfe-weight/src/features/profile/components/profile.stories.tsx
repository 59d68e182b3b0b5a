import type { Meta, StoryObj } from '@storybook/react';
import { BLANK_PROFILE, type Profile } from '@fitness/domain';
import { CalorieFigures } from './calorie-figures';
import { ProfileDetails } from './profile-details';
import { PROFILE_DRAFT_KEY } from '../hooks/use-profile-draft';
import { ProfileForm } from './profile-form';
import '../../../weight-remote.css';

const complete: Profile = {
  weight: 176.5,
  height: 70,
  age: 34,
  activityLevel: 'Active',
  gender: 'Female',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 160,
};

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <section className="ui-panel weight-page">
      <h1>Profile</h1>
      <ProfileDetails profile={profile} />
      <CalorieFigures profile={profile} />
    </section>
  );
}

const meta = { title: 'mfe-weight/Profile', component: ProfileView, args: { profile: complete } } satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Imperial: Story = {};

export const Metric: Story = { args: { profile: { ...complete, measurementType: 'metric', oneRepMaxFormula: 'brzycki' } } };

export const Blank: Story = { args: { profile: BLANK_PROFILE } };

export const EditForm: Story = {
  render: ({ profile }) => (
    <section className="ui-panel weight-page">
      <h1>Edit Profile</h1>
      <ProfileForm stored={profile} onSave={async () => true} onSaved={() => {}} onCancel={() => {}} />
    </section>
  ),
};

/** Typing 1001 in Weight: the form keeps the spec's cap (1000) and says so under the field. */
export const EditFormClampingHint: Story = {
  ...EditForm,
  play: async ({ canvasElement }) => {
    const label = [...canvasElement.querySelectorAll('label')].find((l) => l.textContent === 'Weight (lbs)');
    const input = label?.control;
    if (!(input instanceof HTMLInputElement)) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '1001');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The story must not leave a draft behind for the other form stories to restore.
    localStorage.removeItem(PROFILE_DRAFT_KEY);
  },
};

export const EditFormMetric: Story = { ...EditForm, args: { profile: { ...complete, measurementType: 'metric', weightGoal: 0, targetWeight: 0 } } };
