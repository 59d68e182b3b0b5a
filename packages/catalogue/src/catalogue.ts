import { ARMS } from './data/arms';
import { BACK } from './data/back';
import { CARDIO } from './data/cardio';
import { CHEST } from './data/chest';
import { CORE } from './data/core';
import { FULL_BODY } from './data/full-body';
import { HIPS_AND_CALVES } from './data/hips-and-calves';
import { LEGS } from './data/legs';
import { SHOULDERS } from './data/shoulders';
import { normaliseName } from './normalise';
import type { CatalogueEntry } from './types';

/** Every built-in exercise, by body area. */
export const CATALOGUE: readonly CatalogueEntry[] = [...CHEST, ...BACK, ...SHOULDERS, ...ARMS, ...LEGS, ...HIPS_AND_CALVES, ...CORE, ...FULL_BODY, ...CARDIO];

let byId: Map<string, CatalogueEntry> | undefined;
let byName: Map<string, CatalogueEntry> | undefined;

/** The entry of a stored id, or undefined for an id this build does not know. */
export function catalogueEntry(id: string): CatalogueEntry | undefined {
  byId ??= new Map(CATALOGUE.map((entry) => [entry.id, entry]));
  return byId.get(id);
}

/**
 * The entry whose name or alias equals `name` once normalised (normaliseName), or undefined: the
 * exact match that links a free-text or imported name, never a guess.
 */
export function findCatalogueEntry(name: string): CatalogueEntry | undefined {
  if (!byName) {
    byName = new Map();
    // Names first, so a name wins should an alias ever equal it (the soundness test forbids that).
    for (const entry of CATALOGUE) byName.set(normaliseName(entry.name), entry);
    for (const entry of CATALOGUE) for (const alias of entry.aliases) if (!byName.has(normaliseName(alias))) byName.set(normaliseName(alias), entry);
  }
  return byName.get(normaliseName(name));
}
