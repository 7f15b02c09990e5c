import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Language, SecondFactorEnrolmentReply } from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  useBeginEnrolment,
  useConfirmEnrolment,
  useSecondFactorStatus,
} from '../../api/security-calls';

/** The secret in groups of four, as an app's "enter a setup key" field reads it most easily. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * One's own second factor (decision 0106): whether it is on; enrolling shows the secret as text
 * and as an otpauth:// link (a phone opens the authenticator app with it), asks for the app's
 * first code, then shows the ten recovery codes this once.
 */
export function SecondFactorEnrolment({ language }: { language: Language }) {
  const { t } = useTranslation(['admin', 'validation']);
  const ids = useId();
  const status = useSecondFactorStatus(language);
  const begin = useBeginEnrolment(language);
  const confirm = useConfirmEnrolment(language);
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolmentReply | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [beginError, setBeginError] = useState<string | null>(null);
  const steps = useRef<HTMLOListElement>(null);
  // The button pressed is gone once the steps show: the focus goes to them, not to the page.
  useEffect(() => {
    if (enrolment) steps.current?.focus();
  }, [enrolment]);
  const codeId = `${ids}-code`;

  if (recoveryCodes)
    return (
      <section className="admin-panel second-factor" aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="admin-panel__title">
          {t('second_factor_recovery_title')}
        </h2>
        <p role="status">{t('second_factor_enrolled_now')}</p>
        <p className="field-note">{t('second_factor_recovery_lead')}</p>
        <ol className="second-factor__codes" aria-label={t('second_factor_recovery_title')}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setRecoveryCodes(null)}
        >
          {t('second_factor_recovery_saved')}
        </button>
      </section>
    );

  const state = status.data;
  if (!state) return null;

  if (state.enrolled)
    return (
      <section className="admin-panel second-factor" aria-labelledby="second-factor-title">
        <h2 id="second-factor-title" className="admin-panel__title">
          {t('second_factor_title')}
        </h2>
        <p>
          <span className="badge badge--second-factor">{t('second_factor_on')}</span>
        </p>
        <p className="field-note">
          {t('second_factor_on_lead', { count: state.recovery_codes_left })}
        </p>
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(t('validation:otp'));
      return;
    }
    confirm.mutate(code.trim(), {
      onSuccess: (reply) => {
        setRecoveryCodes(reply.recovery_codes);
        setEnrolment(null);
        setCode('');
      },
      onError: (error) => {
        setProblem(error instanceof ApiError ? error.message : t('second_factor_failed'));
        setCode('');
      },
    });
  };

  return (
    <section className="admin-panel second-factor" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="admin-panel__title">
        {t('second_factor_title')}
      </h2>
      {state.enrolment_required && (
        <p className="second-factor__notice" role="alert">
          {t('second_factor_required_notice')}
        </p>
      )}
      <p className="field-note">{t('second_factor_lead')}</p>
      {!enrolment ? (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={begin.isPending}
            onClick={() =>
              begin.mutate(undefined, {
                onSuccess: (reply) => {
                  setEnrolment(reply);
                  setBeginError(null);
                },
                onError: (error) => setBeginError(error.message),
              })
            }
          >
            {t('second_factor_begin')}
          </button>
          {beginError && (
            <p className="form-field__error" role="alert">
              {beginError}
            </p>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="second-factor__form">
          <ol ref={steps} tabIndex={-1} className="second-factor__steps">
            <li>
              {t('second_factor_step_open')}{' '}
              <a href={enrolment.otpauth_uri}>{t('second_factor_open_link')}</a>
            </li>
            <li>
              {t('second_factor_step_key')}
              <p className="second-factor__secret">
                <code aria-label={t('second_factor_secret_label')}>
                  {grouped(enrolment.secret)}
                </code>
              </p>
              <details>
                <summary>{t('second_factor_uri_summary')}</summary>
                <p className="second-factor__uri">
                  <code>{enrolment.otpauth_uri}</code>
                </p>
              </details>
            </li>
            <li>{t('second_factor_step_code')}</li>
          </ol>
          <FormField id={codeId} label={t('second_factor_code_label')} error={problem ?? undefined}>
            <input
              {...describedBy(codeId, problem ?? undefined)}
              className="otp-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, ''));
                setProblem(null);
              }}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {t('second_factor_confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
