import { createContext, useContext } from 'react';

/**
 * Inside a form whose error summary announces its problems (ErrorSummary), the fields' own
 * messages are read with their fields (aria-describedby) but do not announce themselves as well:
 * a screen reader hears each problem once (decision 0108).
 */
export const ProblemsAnnouncedBySummary = createContext(false);

interface FieldErrorProps {
  /** `${field}-error`: the field's aria-describedby names it. */
  id: string;
  children: string;
  /** A group of choices has no one control to focus: its message takes the focus (tabIndex -1). */
  focusable?: boolean;
}

/** A field's problem, under it, in the screen's language; announced at once unless a summary does. */
export function FieldError({ id, children, focusable = false }: FieldErrorProps) {
  const summarised = useContext(ProblemsAnnouncedBySummary);
  return (
    <p
      id={id}
      className="form-field__error"
      role={summarised ? undefined : 'alert'}
      tabIndex={focusable ? -1 : undefined}
    >
      {children}
    </p>
  );
}
