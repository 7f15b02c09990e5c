import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { otpSchema, type ErasureReply, type Language } from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { Modal } from '../../../../components/modal/modal';
import { ApiError } from '../../../../lib/api-client';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { readSession } from '../../../../lib/session';
import { useEraseAccount, useErasurePreview, type SecurityCheckedCall } from '../api/erasure-calls';
import { ErasureTerms, RefundLine } from './erasure-terms';
import { forgetThisDevice } from './forget-this-device';
import '../../../../styles/privacy.css';

type Step = 'idle' | 'asking' | 'code';

interface DeleteAccountSectionProps {
  language: Language;
  /**
   * Sends a sign-in code to the number (the sign-in's own send, with its security check): given by
   * the screen, which composes features.
   */
  sendCode: (mobileNumber: string) => Promise<{ request_id: string }>;
  /** The sign-in's security check, solved when the server asks for it after wrong codes. */
  withSecurityCheck?: SecurityCheckedCall;
}

/** A failure as the customer reads it: the server's words, or ours when there are none. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_REPLY'
    ? error.message
    : fallback;

/**
 * My Profile's "Delete my account" (decision 0101): what is erased, what is kept and how long,
 * the consultations it cancels with their refunds; then a fresh code to the customer's own
 * mobile, typed back, erases the account. This browser then forgets everything and the
 * customer is told what happened and what comes back to them.
 */
export function DeleteAccountSection({
  language,
  sendCode,
  withSecurityCheck,
}: DeleteAccountSectionProps) {
  const { t } = useTranslation(['privacy-erasure', 'validation']);
  const preview = useErasurePreview(language);
  const erase = useEraseAccount(language, withSecurityCheck);
  const session = readSession();
  const mobileNumber = session.status === 'authenticated' ? session.user.mobile_number : undefined;
  const [step, setStep] = useState<Step>('idle');
  const [code, setCode] = useState('');
  /** The request the code was sent on: the code belongs to it (decision 0105). */
  const [requestId, setRequestId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<ErasureReply | null>(null);

  const send = async () => {
    if (!mobileNumber) return;
    setSending(true);
    setProblem(null);
    try {
      setRequestId((await sendCode(mobileNumber)).request_id);
      setCode('');
      setStep('code');
    } catch (error) {
      setProblem(messageOf(error, t('failed')));
    } finally {
      setSending(false);
    }
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!otpSchema.safeParse(typed).success || !requestId) return setProblem(t('validation:otp'));
    setProblem(null);
    erase.mutate(
      { requestId, otp: typed },
      {
        onSuccess: (reply) => {
          void forgetThisDevice();
          setDone(reply);
        },
        onError: (error) => setProblem(messageOf(error, t('failed'))),
      },
    );
  };
  const keep = () => {
    setStep('idle');
    setProblem(null);
  };

  return (
    <section
      className="profile-card privacy-section privacy-section--danger"
      aria-labelledby="delete-account-title"
    >
      <h2 id="delete-account-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <ErasureTerms preview={preview.data} language={language} />
      {step === 'idle' && (
        <div className="privacy-section__actions">
          <button type="button" className="button button--danger" onClick={() => setStep('asking')}>
            {t('start')}
          </button>
        </div>
      )}
      {step === 'asking' && (
        <div className="privacy-section__actions">
          <button
            type="button"
            className="button button--danger"
            disabled={sending || !mobileNumber}
            onClick={() => void send()}
          >
            {sending ? t('sending') : t('send_code')}
          </button>
          <button type="button" className="button button--ghost" onClick={keep}>
            {t('cancel')}
          </button>
        </div>
      )}
      {step === 'asking' && problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      {step === 'code' && (
        <form className="privacy-section__code" onSubmit={confirm} noValidate>
          <p role="status">{t('code_sent', { number: displayPhoneNumber(mobileNumber ?? '') })}</p>
          <FormField id="erase-code" label={t('code_label')} error={problem ?? undefined}>
            <input
              {...describedBy('erase-code', problem ?? undefined)}
              className="text-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
          <div className="privacy-section__actions">
            <button type="submit" className="button button--danger" disabled={erase.isPending}>
              {erase.isPending ? t('deleting') : t('confirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending || erase.isPending}
              onClick={() => void send()}
            >
              {t('resend')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={erase.isPending}
              onClick={keep}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
      {done && (
        <Modal
          title={t('done_title')}
          closeLabel={t('done_close')}
          onClose={() => window.location.replace('/')}
        >
          <p role="status">{t('done_text')}</p>
          {done.cancelled.length > 0 && (
            <>
              <p>{t('done_refunds')}</p>
              <ul className="privacy-section__list">
                {done.cancelled.map((consultation) => (
                  <RefundLine
                    key={consultation.appointment_number}
                    consultation={consultation}
                    language={language}
                  />
                ))}
              </ul>
            </>
          )}
          <div className="privacy-section__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => window.location.replace('/')}
            >
              {t('done_close')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
