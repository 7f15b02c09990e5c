import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { problemText } from '../../lib/validation-key';

export type FieldErrors = Record<string, string>;

/** Checks a form with the contract's schema: the parsed value, or each field's first problem in the user's language. */
export function checkWith<Schema extends z.ZodType>(schema: Schema, candidate: unknown, t: TFunction): { data: z.output<Schema> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= problemText(t, issue.message);
  return { errors };
}

/** The server's words for each field of a refused form (already in the user's language). */
export const serverFieldErrors = (error: unknown): FieldErrors => (error instanceof ApiError ? error.fields : {});
