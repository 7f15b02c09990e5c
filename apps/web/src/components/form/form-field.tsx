import type { ReactNode } from 'react';
import { FieldError } from './field-error';

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the field and read with it; already in the user's language. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
  children: ReactNode;
}

/** What a control inside a FormField carries: its id, its error and hint, whether it is required. */
export function describedBy(id: string, error?: string, hint?: string, required = false) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
    'aria-required': required || undefined,
  } as const;
}

/** A labelled form control with its hint and error. The control spreads describedBy(id, ...). */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  requiredLabel,
  children,
}: FormFieldProps) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {/* The control says it is required (aria-required); the star is for the eye. */}
        {required && (
          <span className="form-field__required" aria-hidden="true" title={requiredLabel}>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-note">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
