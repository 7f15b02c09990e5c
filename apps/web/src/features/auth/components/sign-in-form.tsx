import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, User } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import {
  COUNTRY_CODES,
  PHONE_MAX_LENGTH,
  codeIsDead,
  failureMessage,
  formatCountdown,
  fullPhoneNumber,
  numberFieldProblem,
  otpStepProblem,
  phoneStepProblem,
  sendFailureKey,
  verifyFailureKey,
  type Message,
} from '../sign-in-rules';

interface SignInFormProps {
  language: Language;
  onSignedIn: (user: User) => void;
}

/**
 * Seconds left before Resend may be used, counting down from what send-otp answered
 * (resend_after). start() begins a wait; stop() ends it at once.
 */
function useResendWait() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const until = useRef(0);
  const waiting = secondsLeft > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((until.current - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [waiting]);
  return {
    secondsLeft,
    start(seconds: number) {
      until.current = Date.now() + seconds * 1000;
      setSecondsLeft(Math.max(0, Math.ceil(seconds)));
    },
    stop() {
      until.current = 0;
      setSecondsLeft(0);
    },
  };
}

/** Spec sections 2, 4, 5 and 8: the phone step, then the code step. */
export function SignInForm({ language, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const ids = useId();
  const [countryCode, setCountryCode] = useState<string>(COUNTRY_CODES[0]);
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  /** What the server said is wrong with the number itself (a country not served): the field is marked until it changes. */
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  /** Why the code sent can no longer be used (too many wrong guesses, or expired); null while it can. */
  const [deadCode, setDeadCode] = useState<string | null>(null);
  const resendWait = useResendWait();
  const otpInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const resendButton = useRef<HTMLButtonElement>(null);
  const sendOtp = useSendOtp(language);
  const verifyOtp = useVerifyOtp(language);
  const say = ({ key, count }: Message) => t(key, count === undefined ? undefined : { count });

  // Once the code is dead, Resend is the way on: move there (after the render that enables it).
  useEffect(() => {
    if (deadCode) resendButton.current?.focus();
  }, [deadCode]);

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneStepProblem(phone, agreed);
    if (problem) return toast.show(problem.kind, t(problem.key));
    const number = fullPhoneNumber(countryCode, phone);
    sendOtp.mutate(number, {
      onSuccess: (reply) => {
        setSentTo(number);
        setOtp('');
        setDeadCode(null);
        resendWait.start(reply.resend_after);
        // The confirmation is the line above the code field (and the field's description), not a
        // toast: on a phone a toast would cover the field and Verify just when they are needed.
        requestAnimationFrame(() => otpInput.current?.focus());
      },
      onError: (error) => {
        const problem = numberFieldProblem(error);
        toast.show('error', problem ? t(problem) : say(failureMessage(sendFailureKey(error), error)));
        if (!problem) return;
        // The number itself is refused (a country not served): the field is marked, and focused to be changed.
        setNumberProblem(problem);
        phoneInput.current?.focus();
      },
    });
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    const problem = otpStepProblem(sentTo !== null, otp);
    if (problem || !sentTo) return toast.show(problem?.kind ?? 'error', t(problem?.key ?? 'send_first'));
    verifyOtp.mutate(
      { phoneNumber: sentTo, otp: otp.trim() },
      {
        onSuccess: (reply) => onSignedIn(reply.user),
        onError: (error) => {
          if (codeIsDead(error)) {
            // Only a new code helps now: say so above the field, and offer Resend at once.
            setDeadCode(verifyFailureKey(error));
            setOtp('');
            resendWait.stop();
            return;
          }
          toast.show('error', say(failureMessage(verifyFailureKey(error), error)));
        },
      },
    );
  };

  const backToPhone = () => {
    setSentTo(null);
    setOtp('');
    setDeadCode(null);
    resendWait.stop();
    toast.show('info', t('resend_info'));
    requestAnimationFrame(() => phoneInput.current?.focus());
  };

  if (sentTo === null) {
    return (
      <form className="sign-in-form" onSubmit={submitPhone} noValidate>
        <label className="field-label" htmlFor={`${ids}-phone`}>{t('mobile_number')}</label>
        <div className="phone-field">
          <select
            aria-label={t('country_code')}
            value={countryCode}
            onChange={(event) => {
              setCountryCode(event.target.value);
              setNumberProblem(null);
            }}
            className="phone-field__code"
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>{code}</option>
            ))}
          </select>
          <input
            ref={phoneInput}
            id={`${ids}-phone`}
            className="phone-field__number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            placeholder={t('mobile_placeholder')}
            value={phone}
            aria-invalid={numberProblem ? true : undefined}
            onChange={(event) => {
              setPhone(event.target.value);
              setNumberProblem(null);
            }}
          />
        </div>
        <label className="checkbox-field">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            {t('terms_agree')} <Link to="/terms">{t('terms_link')}</Link>
          </span>
        </label>
        <button type="submit" className="button button--primary button--block" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? t('sending') : t('send_otp')}
        </button>
      </form>
    );
  }

  return (
    <form className="sign-in-form" onSubmit={submitOtp} noValidate>
      {deadCode ? (
        <p id={`${ids}-otp-note`} className="sign-in-form__dead" role="alert">{t(deadCode)}</p>
      ) : (
        <p id={`${ids}-otp-note`} className="sign-in-form__sent" role="status">
          <span aria-hidden="true" className="sign-in-form__sent-icon">✓</span> {t('otp_sent_to', { number: displayPhoneNumber(sentTo) })}
        </p>
      )}
      <label className="field-label" htmlFor={`${ids}-otp`}>{t('otp_label')}</label>
      <input
        ref={otpInput}
        id={`${ids}-otp`}
        aria-describedby={`${ids}-otp-note`}
        disabled={deadCode !== null}
        className="otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" className="button button--primary button--block" disabled={verifyOtp.isPending || deadCode !== null}>
        {verifyOtp.isPending ? t('verifying') : t('verify')}
      </button>
      <button
        ref={resendButton}
        type="button"
        className={`button button--block ${deadCode ? 'button--primary' : 'button--ghost'}`}
        onClick={backToPhone}
        disabled={verifyOtp.isPending || resendWait.secondsLeft > 0}
      >
        {resendWait.secondsLeft > 0 ? t('resend_in', { time: formatCountdown(resendWait.secondsLeft) }) : t('resend')}
      </button>
    </form>
  );
}
