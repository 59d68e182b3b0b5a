import { useState } from 'react';
import { MEASUREMENT_TYPES, ONE_REP_MAX_FORMULAS, isWeightGoal, type Profile } from '@fitness/domain';
import { textFromProfile, type ProfileFormText } from './profile-form-text';

/** Local storage key of the unsaved profile-form draft (spec section 3). */
export const PROFILE_DRAFT_KEY = 'profileFormDraft';

const TEXT_FIELDS = ['weight', 'feet', 'inches', 'cm', 'age', 'activityLevel', 'gender', 'targetWeight'] as const;

function isDraft(value: unknown): value is ProfileFormText {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (MEASUREMENT_TYPES as readonly unknown[]).includes(draft.measurementType) &&
    isWeightGoal(draft.weightGoal) &&
    (draft.oneRepMaxFormula === undefined || (ONE_REP_MAX_FORMULAS as readonly unknown[]).includes(draft.oneRepMaxFormula)) &&
    TEXT_FIELDS.every((field) => typeof draft[field] === 'string')
  );
}

function readProfileDraft(): ProfileFormText | null {
  try {
    const raw = localStorage.getItem(PROFILE_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeProfileDraft(text: ProfileFormText) {
  try {
    localStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify(text));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

function clearProfileDraft() {
  try {
    localStorage.removeItem(PROFILE_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The profile form's text, starting from an unsaved draft when one was left behind, else from the
 * stored profile. Every edit is written to local storage so the draft survives leaving the page.
 */
export function useProfileDraft(stored: Profile) {
  const [initialDraft] = useState(readProfileDraft);
  const [text, setText] = useState<ProfileFormText>(() => initialDraft ?? textFromProfile(stored));
  const [restored, setRestored] = useState(initialDraft !== null);

  const edit = (next: ProfileFormText) => {
    setText(next);
    writeProfileDraft(next);
  };
  const discard = () => {
    clearProfileDraft();
    setText(textFromProfile(stored));
    setRestored(false);
  };
  return { text, edit, discard, restored, clear: clearProfileDraft };
}
