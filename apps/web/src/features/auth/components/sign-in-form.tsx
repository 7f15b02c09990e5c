import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { Trans } from '../../../lib/translation/trans';
import type { Language, User } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { useSendOtp } from '../api/send-otp';
import { useResendWait } from '../use-resend-wait';
import { useSmsCode } from '../use-sms-code';
import { useVerifyOtp } from '../api/verify-otp';
import { SecondFactorStep } from './second-factor-step';
import {
  COUNTRY_CODES,
  PHONE_MAX_LENGTH,
  codeFieldProblem,
  codeIsDead,
  failureMessage,
  formatCountdown,
  fullPhoneNumber,
  numberFieldProblem,
  otpStepProblem,
  phoneStepProblems,
  resendWaitMessage,
  sendFailureKey,
  verifyFailureKey,
  type Message,
  type PhoneStepProblems,
} from '../sign-in-rules';

interface SignInFormProps {
  language: Language;
  onSignedIn: (user: User) => void;
}

/** Where the focus goes after a render: the first field that has a problem, or the code field. */
type FocusTarget = 'phone' | 'terms' | 'otp' | 'resend';

/**
 * The sign-in: the phone step, then the code step (decision 0079). A problem with a field is said
 * at the field (and the focus moves there); toasts are for what has no field (the network, limits,
 * the security check).
 */
export function SignInForm({ language, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const ids = useId();
  const [countryCode, setCountryCode] = useState<string>(COUNTRY_CODES[0]);
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  /** The optional offers box (decision 0100): off until the customer ticks it. */
  const [offers, setOffers] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** The request the last code was sent on (send-otp's request_id): the code belongs to it. */
  const [requestId, setRequestId] = useState<string | null>(null);
  /** A security check is running before the code is tried again (after several wrong codes). */
  const [checking, setChecking] = useState(false);
  /** How many codes went to this number: the first says "sent", later ones "a new code was sent". */
  const [sends, setSends] = useState(0);
  const [otp, setOtp] = useState('');
  /** Message keys of the number step's fields with a problem; each goes when its field changes. */
  const [phoneProblems, setPhoneProblems] = useState<PhoneStepProblems>({});
  /** The message key of what is wrong with the code typed; it goes when the code changes. */
  const [otpProblem, setOtpProblem] = useState<string | null>(null);
  /** Why the code sent can no longer be used (too many wrong guesses, or expired); null while it can. */
  const [deadCode, setDeadCode] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ field: FocusTarget } | null>(null);
  /** The token of a sign-in still owing its second factor (decision 0106): its step is shown. */
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const resendWait = useResendWait();
  const otpInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const termsInput = useRef<HTMLInputElement>(null);
  const resendButton = useRef<HTMLButtonElement>(null);
  const sendOtp = useSendOtp(language);
  const verifyOtp = useVerifyOtp(language);
  const say = ({ key, count }: Message) => t(key, count === undefined ? undefined : { count });
  const phoneId = `${ids}-phone`;
  const termsId = `${ids}-terms`;
  const offersId = `${ids}-offers`;
  const otpId = `${ids}-otp`;
  const phoneError = phoneProblems.phone ? t(phoneProblems.phone) : undefined;
  const termsError = phoneProblems.terms ? t(phoneProblems.terms) : undefined;
  const waiting = resendWait.secondsLeft > 0;

  // The focus moves after the render that shows (or enables) its field. A new object each time, so
  // the same field is focused again when asked again.
  useEffect(() => {
    if (!focusTarget) return;
    const element = { phone: phoneInput, terms: termsInput, otp: otpInput, resend: resendButton }[
      focusTarget.field
    ].current;
    element?.focus();
  }, [focusTarget]);
  const focus = (field: FocusTarget) => setFocusTarget({ field });
  // A phone that reads the SMS fills the code; the customer still presses Verify.
  useSmsCode({
    requestId: deadCode === null ? requestId : null,
    onCode: (code) => {
      setOtp(code);
      setOtpProblem(null);
    },
  });

  const sendCode = (number: string) =>
    sendOtp.mutate(number, {
      onSuccess: (reply) => {
        setSentTo(number);
        setRequestId(reply.request_id);
        setSends((count) => count + 1);
        setOtp('');
        setOtpProblem(null);
        setDeadCode(null);
        resendWait.start(reply.resend_after);
        // The confirmation is the line above the code field (and the field's description), not a
        // toast: on a phone a toast would cover the field and Verify just when they are needed.
        focus('otp');
      },
      onError: (error) => {
        const problem = numberFieldProblem(error);
        // The number itself is refused: the field is marked, and focused to be changed.
        if (problem && sentTo === null) {
          setPhoneProblems((problems) => ({ ...problems, phone: problem }));
          return focus('phone');
        }
        toast.show(
          'error',
          problem ? t(problem) : say(failureMessage(sendFailureKey(error), error)),
        );
        // A refused resend waits as long as the server says before it may be tried again.
        if (
          sentTo !== null &&
          error instanceof ApiError &&
          error.code === 'RATE_LIMITED' &&
          error.retryAfterSeconds
        ) {
          resendWait.start(error.retryAfterSeconds);
        }
      },
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const problems = phoneStepProblems(phone, agreed);
    setPhoneProblems(problems);
    if (problems.phone) return focus('phone');
    if (problems.terms) return focus('terms');
    sendCode(fullPhoneNumber(countryCode, phone));
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    const problem = otpStepProblem(sentTo !== null, otp);
    if (problem || !sentTo || !requestId) {
      setOtpProblem(problem ?? 'send_first');
      return focus('otp');
    }
    verifyOtp.mutate(
      {
        phoneNumber: sentTo,
        requestId,
        otp: otp.trim(),
        marketing: offers,
        onChecking: setChecking,
      },
      {
        onSuccess: (reply) =>
          reply.second_factor_required ? setPendingToken(reply.token) : onSignedIn(reply.user),
        onError: (error) => {
          if (codeIsDead(error)) {
            // Only a new code helps now: say so above the field, and offer Resend at once.
            setDeadCode(verifyFailureKey(error));
            setOtp('');
            setOtpProblem(null);
            resendWait.stop();
            return focus('resend');
          }
          const problem = codeFieldProblem(error);
          if (problem) {
            setOtpProblem(problem);
            return focus('otp');
          }
          toast.show('error', say(failureMessage(verifyFailureKey(error), error)));
        },
      },
    );
  };

  /**
   * A new code to the same number, once the wait is over (with a security check when the server
   * asks, as the first send).
   */
  const resend = () => {
    if (sentTo === null || waiting || sendOtp.isPending) return;
    // "You can now ask for a new code" has been said; a refused resend may start another wait.
    resendWait.stop();
    sendCode(sentTo);
  };

  const changeNumber = () => {
    setSentTo(null);
    setRequestId(null);
    setSends(0);
    setOtp('');
    setOtpProblem(null);
    setDeadCode(null);
    resendWait.stop();
    focus('phone');
  };

  if (pendingToken !== null) {
    return (
      <SecondFactorStep
        token={pendingToken}
        language={language}
        onSignedIn={onSignedIn}
        onStartAgain={() => {
          setPendingToken(null);
          changeNumber();
        }}
      />
    );
  }

  if (sentTo === null) {
    return (
      <form className="sign-in-form" onSubmit={submitPhone} noValidate>
        <FormField id={phoneId} label={t('mobile_number')} error={phoneError}>
          <div className="phone-field">
            <select
              aria-label={t('country_code')}
              value={countryCode}
              onChange={(event) => {
                setCountryCode(event.target.value);
                setPhoneProblems(({ phone: _old, ...rest }) => rest);
              }}
              className="phone-field__code"
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <input
              ref={phoneInput}
              {...describedBy(phoneId, phoneError)}
              className="phone-field__number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
              placeholder={t('mobile_placeholder')}
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setPhoneProblems(({ phone: _old, ...rest }) => rest);
              }}
            />
          </div>
        </FormField>
        <div className={`form-field${termsError ? ' form-field--invalid' : ''}`}>
          <label className="checkbox-field">
            <input
              ref={termsInput}
              {...describedBy(termsId, termsError)}
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setPhoneProblems(({ terms: _old, ...rest }) => rest);
              }}
            />
            <span>
              <Trans
                t={t}
                i18nKey="privacy-notice:sign_in_agree"
                components={{ terms: <Link to="/terms" />, notice: <Link to="/privacy" /> }}
              />
            </span>
          </label>
          {termsError && (
            <p id={`${termsId}-error`} className="form-field__error" role="alert">
              {termsError}
            </p>
          )}
        </div>
        <div className="form-field">
          <label className="checkbox-field" htmlFor={offersId}>
            <input
              id={offersId}
              type="checkbox"
              checked={offers}
              onChange={(event) => setOffers(event.target.checked)}
            />
            <span>{t('privacy-notice:sign_in_offers')}</span>
          </label>
        </div>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={sendOtp.isPending}
        >
          {sendOtp.isPending ? t('sending') : t('send_otp')}
        </button>
      </form>
    );
  }

  const otpError = otpProblem ? t(otpProblem) : undefined;
  const noteId = `${ids}-otp-note`;
  const waitNoteId = `${ids}-resend-wait`;
  return (
    <form className="sign-in-form" onSubmit={submitOtp} noValidate>
      {deadCode ? (
        <p id={noteId} className="sign-in-form__dead" role="alert">
          {t(deadCode)}
        </p>
      ) : (
        <p id={noteId} className="sign-in-form__sent" role="status">
          <span aria-hidden="true" className="sign-in-form__sent-icon">
            ✓
          </span>{' '}
          {t(sends > 1 ? 'otp_resent_to' : 'otp_sent_to', { number: displayPhoneNumber(sentTo) })}
        </p>
      )}
      <FormField id={otpId} label={t('otp_label')} error={otpError}>
        <input
          ref={otpInput}
          {...describedBy(otpId, otpError)}
          // The note above (sent, or dead) describes the field too, before its own problem.
          aria-describedby={[noteId, otpError ? `${otpId}-error` : ''].filter(Boolean).join(' ')}
          disabled={deadCode !== null}
          className="otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={otp}
          onChange={(event) => {
            setOtp(event.target.value.replace(/\D/g, ''));
            setOtpProblem(null);
          }}
        />
      </FormField>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={verifyOtp.isPending || sendOtp.isPending || deadCode !== null}
      >
        {checking ? t('checking_security') : verifyOtp.isPending ? t('verifying') : t('verify')}
      </button>
      {checking && (
        <p className="sign-in-form__checking" role="status">
          {t('security_check_after_wrong_codes')}
        </p>
      )}
      {/*
        The countdown is for the eye: its name stays "Resend OTP" (a focused button whose name
        changed every second would be read out every second); the wait is its description, in
        whole minutes, and a quiet announcement says once when a new code may be asked for.
      */}
      <button
        ref={resendButton}
        type="button"
        className={`button button--block ${deadCode ? 'button--primary' : 'button--ghost'}`}
        onClick={resend}
        disabled={verifyOtp.isPending || sendOtp.isPending || waiting}
        aria-label={sendOtp.isPending ? undefined : t('resend')}
        aria-describedby={waiting ? waitNoteId : undefined}
      >
        {sendOtp.isPending
          ? t('sending')
          : waiting
            ? t('resend_in', { time: formatCountdown(resendWait.secondsLeft) })
            : t('resend')}
      </button>
      {waiting && (
        <span id={waitNoteId} hidden>
          {say(resendWaitMessage(resendWait.secondsLeft))}
        </span>
      )}
      <p className="visually-hidden" aria-live="polite">
        {resendWait.ended ? t('resend_ready') : ''}
      </p>
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={changeNumber}
        disabled={verifyOtp.isPending || sendOtp.isPending}
      >
        {t('change_number')}
      </button>
    </form>
  );
}
