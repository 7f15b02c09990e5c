import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { UpdateProfileRequest, User } from '@portal/contracts';

/** The customer's choice while editing; undefined is "as saved" (unknown while offline). */
export interface ChannelChoice {
  whatsapp?: boolean;
  sms?: boolean;
  email?: boolean;
}

export const channelChoiceOf = (user: Partial<User>): ChannelChoice => ({
  whatsapp: user.notify_whatsapp,
  sms: user.notify_sms,
  email: user.notify_email,
});

/**
 * The channels to send with the profile's Save: the ones known or changed. E-mail only with an
 * address, so it stays on (the default) for when one is given.
 */
export function channelChanges(
  choice: ChannelChoice,
  hasEmail: boolean,
): Pick<UpdateProfileRequest, 'notify_whatsapp' | 'notify_sms' | 'notify_email'> {
  return {
    ...(choice.whatsapp !== undefined ? { notify_whatsapp: choice.whatsapp } : {}),
    ...(choice.sms !== undefined ? { notify_sms: choice.sms } : {}),
    ...(hasEmail && choice.email !== undefined ? { notify_email: choice.email } : {}),
  };
}

/** What reaches the customer as the profile reads now, for the details view. */
export function useChannelsText(user: Partial<User>): string {
  const { t } = useTranslation(['account', 'common']);
  const on = [
    user.notify_whatsapp !== false && t('common:social_whatsapp'),
    user.notify_sms !== false && t('account:channel_sms'),
    Boolean(user.email) && user.notify_email !== false && t('account:channel_email'),
  ].filter((name): name is string => typeof name === 'string');
  return on.length > 0 ? on.join(', ') : t('account:messages_none');
}

interface MessageChannelsProps {
  choice: ChannelChoice;
  onChange: (choice: ChannelChoice) => void;
  /** E-mail is offered once an address is filled in. */
  hasEmail: boolean;
  disabled?: boolean;
}

/** WhatsApp and SMS (on by default) and e-mail (with an address), as switches in the profile form. */
export function MessageChannels({
  choice,
  onChange,
  hasEmail,
  disabled = false,
}: MessageChannelsProps) {
  const { t } = useTranslation(['account', 'common']);
  const ids = useId();
  const whatsapp = choice.whatsapp ?? true;
  const sms = choice.sms ?? true;
  const email = hasEmail && (choice.email ?? true);
  const channel = (
    name: string,
    checked: boolean,
    key: keyof ChannelChoice,
    extra: { disabled?: boolean; describedBy?: string } = {},
  ) => (
    <label className={`switch-field${extra.disabled ? ' switch-field--disabled' : ''}`}>
      <span className="switch-field__name">{name}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={disabled || extra.disabled}
        aria-describedby={extra.describedBy}
        onChange={(event) => onChange({ ...choice, [key]: event.target.checked })}
      />
    </label>
  );
  return (
    <fieldset className="message-channels" aria-describedby={`${ids}-lead`}>
      <legend className="message-channels__title">{t('account:messages_title')}</legend>
      <p id={`${ids}-lead`} className="field-note">
        {t('account:messages_lead')}
      </p>
      {channel(t('common:social_whatsapp'), whatsapp, 'whatsapp')}
      {channel(t('account:channel_sms'), sms, 'sms')}
      {channel(t('account:channel_email'), email, 'email', {
        disabled: !hasEmail,
        describedBy: hasEmail ? undefined : `${ids}-email-hint`,
      })}
      {!hasEmail && (
        <p id={`${ids}-email-hint`} className="field-note message-channels__hint">
          {t('account:email_channel_hint')}
        </p>
      )}
      {!whatsapp && !sms && !email && (
        <p className="message-channels__warning" role="status">
          {t('account:messages_all_off')}
        </p>
      )}
    </fieldset>
  );
}
