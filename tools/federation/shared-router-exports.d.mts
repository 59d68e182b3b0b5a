/** Types of shared-router-exports.mjs (plain JavaScript: eslint.config.js imports it). */
export function sharedRouterExports(): string[];
