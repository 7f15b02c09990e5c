/**
 * The profile form's check: the contract's rules, the server's own (one e-mail rule on both
 * sides), in a module of its own: it brings the schema library, which the profile's initial bundle
 * does without on a slow phone.
 */
import { updateProfileRequestSchema, type UpdateProfileRequest } from '@portal/contracts';

/** The fields a problem can be shown under; any other field's problem goes to a toast. */
export type ProblemField = 'name' | 'email';
export type Problems = Partial<Record<ProblemField, string>>;

/** The problems of the changes: field -> validation key. */
export function profileProblems(changes: UpdateProfileRequest): Problems {
  const result = updateProfileRequestSchema.safeParse(changes);
  const problems: Problems = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'name' || field === 'email') problems[field] ??= issue.message;
  }
  return problems;
}
