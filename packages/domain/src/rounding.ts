/**
 * Rounds half away from zero to `decimals` places, as a person would (1.005 -> 1.01, -0.25 -> -0.3).
 * Works on the decimal text at 15 significant digits, so binary float noise
 * (1.005 * 100 = 100.4999..., 185.55 - 200 = -14.449999...) cannot flip a digit.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Number(Math.abs(value).toPrecision(15));
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** decimals) / 10 ** decimals
    : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed; // never -0
}

/** Formats a number with at most one decimal and no trailing ".0" (3.5 -> "3.5", 2 -> "2"). */
export function formatOneDecimal(value: number): string {
  return String(roundTo(value, 1));
}
