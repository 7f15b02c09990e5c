import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  bookingServiceRules,
  type Appointment,
  type Language,
  type Service,
} from '@portal/contracts';
import { ErrorSummary } from '../../../components/form/error-summary';
import { ProblemsAnnouncedBySummary } from '../../../components/form/field-error';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { actionFailure } from '../../../lib/action-failure';
import { useCreateAppointment } from '../api/create-appointment';
import { useCountries } from '../api/get-countries';
import { usePricing } from '../api/get-pricing';
import {
  acceptFiles,
  emptyDraft,
  problemsOnDraft,
  stepTwoFields,
  toFormData,
  type BookingDraft,
} from '../booking-draft';
import { choosesMarriage, onlyQuestions } from '../marriage-persons';
import { offeredModes } from '../consultation-modes';
import { draftDeclarations } from '../declarations-needed';
import { BioDataStep } from './bio-data-step';
import { ServicePaymentStep } from './service-payment-step';
import { problemText } from '../../../lib/validation-key';

/**
 * The form's check, with the schema library it brings: not part of the form's initial bundle on a
 * slow phone; fetched as the customer starts on the form (its first focus), long before "Next".
 */
const loadCheck = () => import('../booking-check');

interface BookingFormProps {
  services: Service[];
  serviceId: number;
  language: Language;
  /** Where consultations at the office take place (UI settings); empty when unknown. */
  officeAddress: string;
  onBooked: (appointment: Appointment) => void;
}

const onStep = (step: 1 | 2, field: string) => (step === 2) === stepTwoFields.has(field);

/** Fields shown as a group of choices take the focus on their error message. */
const groupFields = new Set(['services', 'consultation_mode', 'marriage_first']);

function focusField(field: string) {
  requestAnimationFrame(() =>
    document.getElementById(groupFields.has(field) ? `${field}-error` : field)?.focus(),
  );
}

/** The fields of the problems summed up at the last "Next" or "Book": a new summary each time. */
interface Summary {
  attempt: number;
  fields: string[];
}

/** The two-step booking form. The rules are the server's, from the same contract. */
export function BookingForm({
  services,
  serviceId,
  language,
  officeAddress,
  onBooked,
}: BookingFormProps) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [draft, setDraft] = useState<BookingDraft>(() => emptyDraft(serviceId));
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<1 | 2>(1);
  // "Next" and "Back" take the customer to the new step's heading, not the button they pressed
  // (which becomes "Book appointment", off screen below the step): decision 0108.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const headingWanted = useRef(false);
  const moveToStep = (to: 1 | 2) => {
    headingWanted.current = true;
    setStep(to);
  };
  useEffect(() => {
    if (!headingWanted.current) return;
    headingWanted.current = false;
    const heading = stepHeading.current;
    if (!heading) return;
    // The page's top, with the steps above the heading in view.
    window.scrollTo({ top: 0 });
    heading.focus({ preventScroll: true });
  }, [step]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<Summary>({ attempt: 0, fields: [] });
  const countries = useCountries();
  // The prices are shown on step 2: asked for once the customer starts on the form, with its check.
  const [started, setStarted] = useState(false);
  const pricing = usePricing(draft.country_id, language, started || step === 2);
  const [sent, setSent] = useState(0);
  const booking = useCreateAppointment(language, setSent);

  const rules = useMemo(() => bookingServiceRules(services), [services]);
  const marriage = choosesMarriage(draft.services, rules);
  const questionOnly = onlyQuestions(draft.services, rules);
  const offered = useMemo(() => offeredModes(services, draft.services), [services, draft.services]);
  // A problem is a validation key (the contract's rules) or the server's words, already translated.
  const say = (problem: string) => problemText(t, problem);
  const shown = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, say(problem)]),
  );

  const change = (patch: Partial<BookingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field the customer changes loses its error; the birth-time inputs share one.
    const changed = new Set(
      Object.keys(patch).map((field) => field.replace(/_(type|exact|period)$/, '')),
    );
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !changed.has(field))),
    );
  };

  /** Shows the problems; goes to the step of the first one. True when there were none. */
  const report = (found: Record<string, string>, only?: 1 | 2): boolean => {
    const relevant = only
      ? Object.fromEntries(Object.entries(found).filter(([field]) => onStep(only, field)))
      : found;
    setProblems(relevant);
    const fields = Object.keys(relevant);
    setSummary((before) => ({ attempt: before.attempt + 1, fields }));
    const first = fields[0];
    if (!first) return true;
    const firstStep = stepTwoFields.has(first) ? 2 : 1;
    setStep(firstStep);
    // The summary above the step says what is wrong (role=alert, decision 0108); the focus goes to
    // the first field, which reads its own problem with it.
    focusField(first);
    return false;
  };

  /** The check; null, with the customer told, when its code cannot come (the connection dropped). */
  const check = async () => {
    try {
      return (await loadCheck()).draftProblems;
    } catch {
      toast.show('error', t('check_unavailable'));
      return null;
    }
  };

  const next = async () => {
    const draftProblems = await check();
    if (draftProblems && report(draftProblems(draft, rules, offered), 1)) moveToStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) return next();
    const draftProblems = await check();
    if (!draftProblems || !report(draftProblems(draft, rules, offered))) return;
    setSent(0);
    booking.mutate(toFormData(draft, files, rules), {
      onSuccess: onBooked,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          report(problemsOnDraft(error.fields, draft, rules));
        toast.show('error', actionFailure(error, t, t('booking_failed')) ?? '');
      },
    });
  };

  const chooseFiles = (chosen: File[]) => {
    void acceptFiles(files, chosen).then(({ files: kept, problem }) => {
      setFiles(kept);
      setProblems(({ files: _old, ...rest }) => (problem ? { ...rest, files: problem } : rest));
      if (problem) toast.show('error', say(problem));
    });
  };

  return (
    <ProblemsAnnouncedBySummary value>
      <form
        className="booking-form"
        onSubmit={(event) => void submit(event)}
        onFocus={() => {
          setStarted(true);
          void loadCheck().catch(() => undefined);
        }}
        noValidate
      >
        <ol className="stepper" aria-label={t('steps')}>
          <li
            className={
              step === 1
                ? 'stepper__step stepper__step--current'
                : 'stepper__step stepper__step--done'
            }
            aria-current={step === 1 ? 'step' : undefined}
          >
            <span className="stepper__number">1</span> {t('step_bio')}
          </li>
          <li
            className={step === 2 ? 'stepper__step stepper__step--current' : 'stepper__step'}
            aria-current={step === 2 ? 'step' : undefined}
          >
            <span className="stepper__number">2</span> {t('step_service')}
          </li>
        </ol>
        <h2 ref={stepHeading} tabIndex={-1} className="booking-form__step-title">
          {t('step_of', { step })}: {t(step === 1 ? 'step_bio' : 'step_service')}
        </h2>
        {/* The summed-up problems still open, on this step: one fixed leaves the list quietly. */}
        <ErrorSummary
          key={summary.attempt}
          title={t('fix_problems')}
          problems={summary.fields
            .filter((field) => shown[field] && onStep(step, field))
            .map((field) => ({ field, message: shown[field]! }))}
          onGo={focusField}
        />
        {step === 1 ? (
          <BioDataStep
            draft={draft}
            problems={shown}
            marriage={marriage}
            questionOnly={questionOnly}
            files={files}
            onChange={change}
            onChooseFiles={chooseFiles}
            onRemoveFile={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
          />
        ) : (
          <ServicePaymentStep
            draft={draft}
            problems={shown}
            services={services}
            countries={countries.data ?? []}
            pricing={pricing.data}
            offered={offered}
            officeAddress={officeAddress}
            declarations={draftDeclarations(draft, rules)}
            onChange={change}
          />
        )}
        <div className="booking-form__actions">
          {step === 2 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => moveToStep(1)}
              disabled={booking.isPending}
            >
              {t('back')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={booking.isPending}>
            {step === 1 ? t('next') : booking.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
        {booking.isPending && files.length > 0 && (
          <div className="upload-progress" role="status">
            <progress max={100} value={Math.round(sent * 100)} aria-label={t('upload_progress')} />
            <span>{t('upload_progress_value', { percent: Math.round(sent * 100) })}</span>
          </div>
        )}
      </form>
    </ProblemsAnnouncedBySummary>
  );
}
