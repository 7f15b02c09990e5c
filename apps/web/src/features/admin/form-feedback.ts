import { useState } from 'react';
import { useTranslation } from '../../lib/translation/use-translation';
import type { TFunction } from '../../lib/translation/translator';
import type { z } from 'zod';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api-client';
import { problemText } from '../../lib/validation-key';

export type FieldErrors = Record<string, string>;

/** Checks a form with the contract's schema: the parsed value, or each field's first problem in the user's language. */
export function checkWith<Schema extends z.ZodType>(
  schema: Schema,
  candidate: unknown,
  t: TFunction,
): { data: z.output<Schema> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    errors[issue.path.join('.') || 'form'] ??= problemText(t, issue.message);
  return { errors };
}

/** The server's words for each field of a refused form (already in the user's language). */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError ? error.fields : {};

/**
 * Says how an office action went: a success toast with the done words (admin namespace), or
 * the server's words. Resolves true when it succeeded.
 */
export function useOutcomeToast() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (work: Promise<unknown>, doneKey: string): Promise<boolean> =>
    work.then(
      () => {
        toast.show('success', t(doneKey));
        return true;
      },
      (error: Error) => {
        toast.show('error', error.message);
        return false;
      },
    );
}

/**
 * The office forms' one way to save: check with the contract's schema, send, then say so: a
 * toast either way, and each field's problem (the form's or the server's) beside the field.
 * Resolves true once saved.
 */
export function useCheckedSave(doneKey = 'saved') {
  const { t } = useTranslation(['admin', 'validation']);
  const toastOutcome = useOutcomeToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = <Schema extends z.ZodType>(
    schema: Schema,
    candidate: unknown,
    send: (data: z.output<Schema>) => Promise<unknown>,
  ): Promise<boolean> => {
    const checked = checkWith(schema, candidate, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return Promise.resolve(false);
    }
    setErrors({});
    return toastOutcome(
      send(checked.data).catch((error: unknown) => {
        setErrors(serverFieldErrors(error));
        throw error;
      }),
      doneKey,
    );
  };
  return { errors, setErrors, save };
}
