import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BLANK_PROFILE, type Profile } from '@fitness/domain';
import { PROFILE_DRAFT_KEY } from '../hooks/use-profile-draft';
import { ProfileForm } from './profile-form';

const imperialProfile: Profile = {
  weight: 176.5,
  height: 70,
  age: 34,
  activityLevel: 'Active',
  gender: 'Female',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 160,
  oneRepMaxFormula: 'epley',
};

function renderForm(stored: Profile = imperialProfile) {
  const onSave = vi.fn(async (_profile: Profile) => true);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const view = render(<ProfileForm stored={stored} onSave={onSave} onSaved={onSaved} onCancel={onCancel} />);
  return { ...view, user, onSave, onSaved, onCancel };
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

describe('ProfileForm: the spec’s parsing and bounds', () => {
  it('weight: rejects negatives and a second decimal, drops a 6th character, caps at 1000 lb', async () => {
    const { user } = renderForm(BLANK_PROFILE);
    expect(await retype(user, 'Weight (lbs)', '-5')).toHaveValue('5');
    expect(await retype(user, 'Weight (lbs)', '72.25')).toHaveValue('72.2');
    expect(await retype(user, 'Weight (lbs)', '999.55')).toHaveValue('999.5');
    expect(await retype(user, 'Weight (lbs)', '1500')).toHaveValue('1000');
    expect(await retype(user, 'Weight (lbs)', '12345')).toHaveValue('1000');
  });

  it('weight caps at 500 kg for metric, and the target weight follows the same rules', async () => {
    const { user } = renderForm({ ...imperialProfile, measurementType: 'metric' });
    expect(await retype(user, 'Weight (kgs)', '650')).toHaveValue('500');
    expect(await retype(user, 'Target weight (kgs)', '70.55')).toHaveValue('70.5');
    expect(await retype(user, 'Target weight (kgs)', '501')).toHaveValue('500');
  });

  it('height and age keep the first two of 3+ digits and stop at 10 ft, 12 in and 100', async () => {
    const { user } = renderForm(BLANK_PROFILE);
    expect(await retype(user, 'Feet', '15')).toHaveValue('10');
    expect(await retype(user, 'Feet', '5')).toHaveValue('5');
    expect(await retype(user, 'Inches', '13')).toHaveValue('12');
    expect(await retype(user, 'Inches', '115')).toHaveValue('11');
    expect(await retype(user, 'Age', '345')).toHaveValue('34');
    // A minus sign cannot be typed at all.
    expect(await retype(user, 'Age', '-3')).toHaveValue('3');
  });

  it('height in cm keeps three digits and stops at 500', async () => {
    const { user } = renderForm({ ...BLANK_PROFILE, measurementType: 'metric' });
    expect(await retype(user, 'Height (cm)', '1805')).toHaveValue('180');
    expect(await retype(user, 'Height (cm)', '650')).toHaveValue('500');
  });

  it('offers the weekly goals −8 … 4 and disables the target (set to 0) for goal 0', async () => {
    const { user, onSave } = renderForm();
    const goal = screen.getByLabelText('Weekly goal');
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['-8', 'Lose 2 pounds per week'],
      ['-6', 'Lose 1.5 pounds per week'],
      ['-4', 'Lose 1 pound per week'],
      ['-2', 'Lose 0.5 pounds per week'],
      ['0', 'Maintain weight'],
      ['2', 'Gain 0.5 pounds per week'],
      ['4', 'Gain 1 pound per week'],
    ]);
    expect(goal).toHaveDisplayValue('Lose 0.5 pounds per week');
    const target = screen.getByLabelText('Target weight (lbs)');
    expect(target).toHaveValue('160');
    await user.selectOptions(goal, '0');
    expect(target).toBeDisabled();
    expect(target).toHaveValue('0');
    expect(target).toHaveAccessibleDescription('Choose a goal other than Maintain weight to set a target');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ weightGoal: 0, targetWeight: 0 }));

    await user.selectOptions(goal, '-4');
    expect(target).toBeEnabled();
    expect(target).toHaveValue('');
  });
});

describe('ProfileForm: notes when typing was changed', () => {
  it('says so, beside the field and read with it, when the spec’s rules change what was typed', async () => {
    const { user } = renderForm(BLANK_PROFILE);
    const weight = await retype(user, 'Weight (lbs)', '1001');
    expect(weight).toHaveValue('1000');
    expect(weight).toHaveAccessibleDescription('Up to 1000 lbs Maximum is 1000 lbs');
    const note = document.getElementById(`${weight.id}-note`)!;
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent('Maximum is 1000 lbs');
    // The next keystroke that is kept as typed clears the note.
    await user.type(weight, '{Backspace}');
    expect(weight).toHaveValue('100');
    expect(note).toBeEmptyDOMElement();
    expect(weight).toHaveAccessibleDescription('Up to 1000 lbs');

    expect(await retype(user, 'Weight (lbs)', '72.25')).toHaveAccessibleDescription('Up to 1000 lbs One decimal place at most');
    expect(await retype(user, 'Age', '150')).toHaveValue('15');
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Up to 100 Only the first two digits are kept');
    expect(await retype(user, 'Feet', '15')).toHaveAccessibleDescription('Up to 10 Maximum is 10 ft');
    expect(await retype(user, 'Inches', '13')).toHaveAccessibleDescription('Up to 12 Maximum is 12 in');
  });

  it('notes the kilogram and centimetre limits for metric users', async () => {
    const { user } = renderForm({ ...BLANK_PROFILE, measurementType: 'metric', weightGoal: -2 });
    expect(await retype(user, 'Weight (kgs)', '501')).toHaveAccessibleDescription('Up to 500 kgs Maximum is 500 kgs');
    expect(await retype(user, 'Target weight (kgs)', '650')).toHaveAccessibleDescription('Up to 500 kgs Maximum is 500 kgs');
    expect(await retype(user, 'Height (cm)', '650')).toHaveAccessibleDescription('Up to 500 cm Maximum is 500 cm');
    expect(await retype(user, 'Height (cm)', '1805')).toHaveAccessibleDescription('Up to 500 cm Only the first three digits are kept');
  });

  it('takes a decimal in centimetres: "65.5" is 65.5 cm, stored as inches to two decimals', async () => {
    const { user, onSave } = renderForm({ ...imperialProfile, measurementType: 'metric' });
    const cm = await retype(user, 'Height (cm)', '65.5');
    expect(cm).toHaveValue('65.5');
    expect(cm).toHaveAccessibleDescription('Up to 500 cm');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    // 65.5 × 0.3937008 = 25.787 in.
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ height: 25.79 }));
  });
});

describe('ProfileForm: units', () => {
  it('switches between imperial and metric, converting what is shown and back without drift', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('176.5');
    expect(screen.getByLabelText('Feet')).toHaveValue('5');
    expect(screen.getByLabelText('Inches')).toHaveValue('10');

    await user.click(screen.getByRole('radio', { name: 'Metric (kgs, cm)' }));
    expect(screen.getByLabelText('Weight (kgs)')).toHaveValue('80.1');
    expect(screen.getByLabelText('Height (cm)')).toHaveValue('178');
    expect(screen.getByLabelText('Target weight (kgs)')).toHaveValue('72.6');
    const goal = screen.getByLabelText('Weekly goal');
    expect(goal).toHaveDisplayValue('Lose 0.25 kilograms per week');
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['-8', 'Lose 1 kilogram per week'],
      ['-6', 'Lose 0.75 kilograms per week'],
      ['-4', 'Lose 0.5 kilograms per week'],
      ['-2', 'Lose 0.25 kilograms per week'],
      ['0', 'Maintain weight'],
      ['2', 'Gain 0.25 kilograms per week'],
      ['4', 'Gain 0.5 kilograms per week'],
    ]);
    expect(screen.queryByLabelText('Feet')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Imperial (lbs, ft/in)' }));
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('176.5');
    expect(screen.getByLabelText('Feet')).toHaveValue('5');
    expect(screen.getByLabelText('Inches')).toHaveValue('10');
    expect(screen.getByLabelText('Target weight (lbs)')).toHaveValue('160');
  });

  it('saves a metric profile without changes as the stored pounds and inches exactly', async () => {
    const stored: Profile = { ...imperialProfile, measurementType: 'metric' };
    const { user, onSave, onSaved } = renderForm(stored);
    expect(screen.getByLabelText('Weight (kgs)')).toHaveValue('80.1');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).toHaveBeenCalledWith(stored);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('converts typed metric values to stored pounds and inches', async () => {
    const { user, onSave } = renderForm(BLANK_PROFILE);
    await user.click(screen.getByRole('radio', { name: 'Metric (kgs, cm)' }));
    await retype(user, 'Weight (kgs)', '80');
    await retype(user, 'Height (cm)', '180');
    await retype(user, 'Age', '40');
    await user.selectOptions(screen.getByLabelText('Activity level'), 'Sedentary');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.selectOptions(screen.getByLabelText('Weekly goal'), '-2');
    await retype(user, 'Target weight (kgs)', '75');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).toHaveBeenCalledWith({
      weight: 176.37,
      height: 70.87,
      age: 40,
      activityLevel: 'Sedentary',
      gender: 'Male',
      measurementType: 'metric',
      weightGoal: -2,
      targetWeight: 165.35,
      oneRepMaxFormula: 'epley',
    });
  });

  it('1RM formula: Epley unless chosen otherwise, saved with the profile; a profile stored before the setting reads Epley', async () => {
    const { user, onSave } = renderForm({ ...imperialProfile, oneRepMaxFormula: undefined });
    const formula = screen.getByLabelText('1RM formula');
    expect(formula).toHaveValue('epley');
    expect(formula).toHaveAccessibleDescription(/Epley w × \(1 \+ r\/30\), Brzycki 36w \/ \(37 − r\)/);
    expect(
      within(formula)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Epley', 'Brzycki']);
    await user.selectOptions(formula, 'brzycki');
    // Switching units keeps the choice.
    await user.click(screen.getByRole('radio', { name: 'Metric (kgs, cm)' }));
    expect(screen.getByLabelText('1RM formula')).toHaveValue('brzycki');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ oneRepMaxFormula: 'brzycki', measurementType: 'metric' }));
  });
});

describe('ProfileForm: the unsaved draft', () => {
  it('keeps the 1RM formula in the draft; a draft kept before the setting existed shows the stored choice', async () => {
    const first = renderForm();
    await first.user.selectOptions(screen.getByLabelText('1RM formula'), 'brzycki');
    expect(JSON.parse(localStorage.getItem(PROFILE_DRAFT_KEY)!)).toMatchObject({ oneRepMaxFormula: 'brzycki' });
    first.unmount();
    renderForm();
    expect(screen.getByLabelText('1RM formula')).toHaveValue('brzycki');
    cleanup();

    const { oneRepMaxFormula: _gone, ...olderDraft } = JSON.parse(localStorage.getItem(PROFILE_DRAFT_KEY)!) as Record<string, unknown>;
    localStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify({ ...olderDraft, age: '44' }));
    const { user, onSave } = renderForm({ ...imperialProfile, oneRepMaxFormula: 'brzycki' });
    expect(screen.getByLabelText('Age')).toHaveValue('44');
    expect(screen.getByLabelText('1RM formula')).toHaveValue('brzycki');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).toHaveBeenCalledWith({ ...imperialProfile, age: 44, oneRepMaxFormula: 'brzycki' });
  });

  it('survives leaving the page, can be discarded, and is cleared by saving', async () => {
    const first = renderForm();
    await retype(first.user, 'Age', '41');
    expect(JSON.parse(localStorage.getItem(PROFILE_DRAFT_KEY)!)).toMatchObject({ age: '41' });
    first.unmount();

    const second = renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes were restored.');
    expect(screen.getByLabelText('Age')).toHaveValue('41');
    await second.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Age')).toHaveValue('34');
    expect(localStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull();

    await retype(second.user, 'Age', '42');
    expect(localStorage.getItem(PROFILE_DRAFT_KEY)).not.toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(second.onSave).toHaveBeenCalledWith({ ...imperialProfile, age: 42 });
    expect(localStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft and the form when saving fails', async () => {
    const { user, onSave, onSaved } = renderForm();
    onSave.mockResolvedValueOnce(false);
    await retype(user, 'Age', '50');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROFILE_DRAFT_KEY)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });
});
