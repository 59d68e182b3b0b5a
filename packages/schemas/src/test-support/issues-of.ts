import type { z } from 'zod';

/** The messages of a failed parse, each prefixed by its path ("name: name is required"). */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
