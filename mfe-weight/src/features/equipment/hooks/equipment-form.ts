import { EQUIPMENT_LIMITS, LB_PER_KG, roundTo, type Equipment, type MeasurementType } from '@fitness/domain';

/** The equipment form as typed: text per field, one row per plate size. */
export interface EquipmentFormValues {
  bar: string;
  plates: { weight: string; pairs: string }[];
}

export type EquipmentProblems = { bar?: string; plates: { weight?: string; pairs?: string }[]; form?: string };

export const equipmentFormFrom = (equipment: Equipment): EquipmentFormValues => ({
  bar: String(equipment.bar),
  plates: equipment.plates.map((p) => ({ weight: String(p.weight), pairs: String(p.pairs) })),
});

/** The stored limits (pounds) in the user's unit. */
export function equipmentMaxima(type: MeasurementType) {
  const inUnits = (lb: number) => (type === 'metric' ? roundTo(lb / LB_PER_KG, 2) : lb);
  return { bar: inUnits(EQUIPMENT_LIMITS.barMaxLb), plate: inUnits(EQUIPMENT_LIMITS.plateMaxLb) };
}

const twoDecimals = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());

/** Equipment to save, or what stops it (every message names the limit). Blank plate rows are left out. */
export function equipmentFromForm(form: EquipmentFormValues, type: MeasurementType): { equipment?: Equipment; problems: EquipmentProblems } {
  const max = equipmentMaxima(type);
  const unit = type === 'metric' ? 'kg' : 'lb';
  const problems: EquipmentProblems = { plates: form.plates.map(() => ({})) };
  const bar = Number(form.bar.trim());
  if (!twoDecimals(form.bar) || bar > max.bar) problems.bar = `Enter a bar weight from 0 to ${max.bar} ${unit}, at most two decimals`;
  const rows = form.plates.map((p, i) => ({ ...p, i })).filter((p) => p.weight.trim() !== '' || p.pairs.trim() !== '');
  for (const row of rows) {
    const weight = Number(row.weight.trim());
    const pairs = Number(row.pairs.trim());
    if (!twoDecimals(row.weight) || weight <= 0 || weight > max.plate) problems.plates[row.i]!.weight = `From 0.01 to ${max.plate} ${unit}`;
    if (!/^\d+$/.test(row.pairs.trim()) || pairs < 1 || pairs > EQUIPMENT_LIMITS.pairsPerSize)
      problems.plates[row.i]!.pairs = `1 to ${EQUIPMENT_LIMITS.pairsPerSize} pairs`;
  }
  if (rows.length > EQUIPMENT_LIMITS.plateSizes) problems.form = `At most ${EQUIPMENT_LIMITS.plateSizes} plate sizes`;
  const failed = problems.bar || problems.form || problems.plates.some((p) => p.weight || p.pairs);
  if (failed) return { problems };
  return { problems, equipment: { bar, plates: rows.map((p) => ({ weight: Number(p.weight), pairs: Number(p.pairs) })).sort((a, b) => b.weight - a.weight) } };
}
