import { DEFAULT_ONE_REP_MAX_FORMULA, ONE_REP_MAX_FORMULA_LABELS, poundsToDisplay, weeklyGoalLabel, type Profile } from '@fitness/domain';
import { heightText, profileWeightText, unitsText } from '../profile-text';

/** The stored profile, read-only, in the user's own units. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const type = profile.measurementType;
  const rows: [string, string][] = [
    ['Weight', profileWeightText(profile.weight, type, poundsToDisplay(profile.weight, type))],
    ['Height', heightText(profile.height, type)],
    ['Age', profile.age > 0 ? String(profile.age) : 'Not set'],
    ['Activity level', profile.activityLevel || 'Not set'],
    ['Gender', profile.gender || 'Not set'],
    ['Units', unitsText(type)],
    ['Weekly goal', weeklyGoalLabel(profile.weightGoal, type)],
    ['Target weight', profile.targetWeight > 0 ? profileWeightText(profile.targetWeight, type, poundsToDisplay(profile.targetWeight, type)) : 'None'],
    ['1RM formula', ONE_REP_MAX_FORMULA_LABELS[profile.oneRepMaxFormula ?? DEFAULT_ONE_REP_MAX_FORMULA]],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
