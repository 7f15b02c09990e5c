import { useId, useRef, useState, type FormEvent } from 'react';
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
  fullPhoneNumber,
  otpStepProblem,
  phoneStepProblem,
  sendFailureKey,
  verifyFailureKey,
} from '../sign-in-rules';

interface SignInFormProps {
  language: Language;
  onSignedIn: (user: User) => void;
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
  const otpInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const sendOtp = useSendOtp(language);
  const verifyOtp = useVerifyOtp(language);

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneStepProblem(phone, agreed);
    if (problem) return toast.show(problem.kind, t(problem.key));
    const number = fullPhoneNumber(countryCode, phone);
    sendOtp.mutate(number, {
      onSuccess: () => {
        setSentTo(number);
        setOtp('');
        toast.show('success', t('otp_sent'));
        requestAnimationFrame(() => otpInput.current?.focus());
      },
      onError: (error) => toast.show('error', t(sendFailureKey(error))),
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
        onError: (error) => toast.show('error', t(verifyFailureKey(error))),
      },
    );
  };

  const backToPhone = () => {
    setSentTo(null);
    setOtp('');
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
            onChange={(event) => setCountryCode(event.target.value)}
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
            onChange={(event) => setPhone(event.target.value)}
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
      <p className="sign-in-form__sent" role="status">{t('otp_sent_to', { number: displayPhoneNumber(sentTo) })}</p>
      <label className="field-label" htmlFor={`${ids}-otp`}>{t('otp_label')}</label>
      <input
        ref={otpInput}
        id={`${ids}-otp`}
        className="otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" className="button button--primary button--block" disabled={verifyOtp.isPending}>
        {verifyOtp.isPending ? t('verifying') : t('verify')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={backToPhone} disabled={verifyOtp.isPending}>
        {t('resend')}
      </button>
    </form>
  );
}
