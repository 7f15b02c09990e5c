import type { TFunction } from './translation/translator';

/**
 * A contract rule's message is a key like `validation.name` (the translator reads namespaces with a
 * colon); anything else is the server's words, already in the user's language, shown as they are.
 */
export function problemText(t: TFunction, problem: string): string {
  return problem.startsWith('validation.')
    ? t(problem.replace('validation.', 'validation:'))
    : problem;
}
