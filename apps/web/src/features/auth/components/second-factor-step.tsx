import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Language, User } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation/use-translation';
import { endPendingSignIn } from '../api/logout';
import { useGiveSecondFactor } from '../api/give-second-factor';

/**
 * The second step of an office sign-in (decision 0106): the 6-digit code of the authenticator
 * app, or one of the recovery codes. The token verify-otp gave is kept here, unstored, until the
 * step is done; "Start again" ends it on the server.
 */
export function SecondFactorStep({
  token,
  language,
  onSignedIn,
  onStartAgain,
}: {
  token: string;
  language: Language;
  onSignedIn: (user: User) => void;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const ids = useId();
  const give = useGiveSecondFactor(language);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = `${ids}-second-factor`;

  useEffect(() => input.current?.focus(), [useRecovery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (useRecovery ? typed.length < 8 : !/^\d{6}$/.test(typed)) {
      setProblem(t(useRecovery ? 'second_factor_recovery_problem' : 'validation:otp'));
      input.current?.focus();
      return;
    }
    give.mutate(
      { token, given: useRecovery ? { recovery_code: typed } : { code: typed } },
      {
        onSuccess: (reply) => onSignedIn(reply.user),
        onError: (error) => {
          setProblem(error instanceof ApiError ? error.message : t('second_factor_failed'));
          setValue('');
          input.current?.focus();
        },
      },
    );
  };

  const startAgain = () => {
    // The pending session is ended, whatever the network says.
    void endPendingSignIn(token).finally(onStartAgain);
  };

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <p className="sign-in-form__sent" role="status">
        {t(useRecovery ? 'second_factor_recovery_lead' : 'second_factor_lead')}
      </p>
      <FormField
        id={fieldId}
        label={t(useRecovery ? 'second_factor_recovery_label' : 'second_factor_label')}
        error={problem ?? undefined}
      >
        {useRecovery ? (
          <input
            ref={input}
            {...describedBy(fieldId, problem ?? undefined)}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
          />
        ) : (
          <input
            ref={input}
            {...describedBy(fieldId, problem ?? undefined)}
            className="otp-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={value}
            onChange={(event) => {
              setValue(event.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
          />
        )}
      </FormField>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={give.isPending}
      >
        {give.isPending ? t('verifying') : t('verify')}
      </button>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={give.isPending}
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setProblem(null);
        }}
      >
        {t(useRecovery ? 'second_factor_use_app' : 'second_factor_use_recovery')}
      </button>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={give.isPending}
        onClick={startAgain}
      >
        {t('second_factor_start_again')}
      </button>
    </form>
  );
}
