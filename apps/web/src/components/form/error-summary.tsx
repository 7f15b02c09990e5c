import type { MouseEvent } from 'react';

export interface SummarisedProblem {
  field: string;
  /** The problem in the screen's language, as the field says it. */
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  problems: readonly SummarisedProblem[];
  /** Takes the focus to the field (or its group's message). */
  onGo: (field: string) => void;
}

/**
 * What is wrong with a form, said once by screen readers as it appears (role=alert, in the
 * screen's language) and shown above the form with a link to each field. The fields' own messages
 * are then quiet (ProblemsAnnouncedBySummary; decision 0108). A problem fixed leaves the list
 * without a new announcement: only what is added to an alert is read.
 */
export function ErrorSummary({ title, problems, onGo }: ErrorSummaryProps) {
  if (problems.length === 0) return null;
  const go = (field: string) => (event: MouseEvent) => {
    event.preventDefault();
    onGo(field);
  };
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary__title">{title}</p>
      <ul className="error-summary__list">
        {problems.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${field}`} onClick={go(field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
