/** Types of api-zones.mjs (plain JavaScript: eslint.config.js loads it). */
export function apiFeatures(repoRoot: string): string[];
export function apiZones(repoRoot: string): { target: string; from: string | string[]; except?: string[]; message: string }[];
