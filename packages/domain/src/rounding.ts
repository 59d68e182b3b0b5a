/**
 * Rounds half away from zero to `decimals` places, as a person would (1.005 -> 1.01, -0.25 -> -0.3).
 * Works on the decimal text at 15 significant digits, so binary float noise
 * (1.005 * 100 = 100.4999..., 185.55 - 200 = -14.449999...) cannot flip a digit.
 * Most values are nowhere near a half: those are rounded on the number itself, which gives the same
 * result without building text (thousands of weights are shown per page load).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const rounded = roundedFast(abs, decimals) ?? roundOnText(abs, decimals);
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed; // never -0
}

/** Below this many units of the last place the text and the number agree on every digit that counts. */
const MAX_FAST_SCALED = 1e12;
/** How close to a half the scaled number may come before only the text can tell which side it is on. */
const HALF_MARGIN = 1e-6;

/**
 * The rounding of `abs` (≥ 0) when the scaled number is clearly on one side of a half: then the
 * 15-digit text rounds the same way (it differs from the number by under 1e-14 of it), and
 * `r / 10^d` is the double nearest to the decimal `r`e-`d`, as parsing that text gives. Undefined otherwise.
 */
function roundedFast(abs: number, decimals: number): number | undefined {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) return undefined;
  const scale = 10 ** decimals;
  const scaled = abs * scale;
  if (!(scaled < MAX_FAST_SCALED)) return undefined;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) < HALF_MARGIN) return undefined;
  return Math.round(scaled) / scale;
}

/** The rule itself, on the decimal text of `abs` (≥ 0) at 15 significant digits. */
export function roundOnText(abs: number, decimals: number): number {
  const text = String(Number(abs.toPrecision(15)));
  return text.includes('e') ? Math.round(abs * 10 ** decimals) / 10 ** decimals : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
}

/** Formats a number with at most one decimal and no trailing ".0" (3.5 -> "3.5", 2 -> "2"). */
export function formatOneDecimal(value: number): string {
  return String(roundTo(value, 1));
}

/**
 * Rounds to the nearest multiple of `step` (> 0), half away from zero as `roundTo` does:
 * 251.3 to 0.5 → 251.5, 112.1 to 0.25 → 112 (e1RM display steps). A step of 0 or less, or a
 * value that is not finite, comes back unchanged.
 */
export function roundToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(value)) return value;
  return roundTo(roundTo(value / step, 0) * step, 10);
}
