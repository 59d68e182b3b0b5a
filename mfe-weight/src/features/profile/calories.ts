import { calorieBudget, dailyExpenditure, type Profile } from '@fitness/domain';

export type CalorieFigures = { kind: 'ready'; expenditure: number; budget: number } | { kind: 'missing'; missing: string[] };

/** Daily expenditure and budget from the domain rules, or the profile fields still missing. */
export function calorieFigures(profile: Profile): CalorieFigures {
  const expenditure = dailyExpenditure(profile);
  const budget = calorieBudget(profile);
  if (expenditure !== null && budget !== null) return { kind: 'ready', expenditure, budget };
  const missing = [
    !(profile.weight > 0) && 'weight',
    !(profile.height > 0) && 'height',
    !(profile.age > 0) && 'age',
    !profile.activityLevel && 'activity level',
    !profile.gender && 'gender',
  ].filter((field): field is string => Boolean(field));
  return { kind: 'missing', missing };
}

/** 'weight, height and age' */
function listOfWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Whole kcal with thousands separators: '2,456 kcal'. */
export function formatKcal(kcal: number): string {
  return `${kcal.toLocaleString('en-US')} kcal`;
}

/** What the calorie figures need, in words: 'Add your height and age to see …'. */
export function missingFiguresHint(missing: readonly string[]): string {
  return `Add your ${listOfWords(missing)} to see your daily calorie expenditure and calorie budget.`;
}
