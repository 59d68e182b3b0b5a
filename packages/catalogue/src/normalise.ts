/** Anything but printable ASCII: names without it have no accents to drop, and split into words without Unicode property classes (several times faster). */
const BEYOND_ASCII = /[^ -~]/;

/**
 * The key two exercise names are equal under: trimmed, case- and accent-insensitive, apostrophes
 * dropped and hyphens, underscores and runs of spaces read as one space ("Farmer’s  Walk" = "farmers walk",
 * "Step-up" = "Step Up"). Linking, the alias table and the catalogue's soundness test all use it.
 */
export function normaliseName(name: string): string {
  const unaccented = !BEYOND_ASCII.test(name) ? name : name.normalize('NFKD').replace(/\p{M}/gu, '');
  return unaccented
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[\s\-‐-―_]+/g, ' ')
    .trim();
}

/** The words of a name for searching: normalised, split on anything but letters and digits ("Bench Press (Barbell)" → bench, press, barbell). */
export function nameWords(name: string): string[] {
  const normalised = normaliseName(name);
  return normalised.split(!BEYOND_ASCII.test(normalised) ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}
