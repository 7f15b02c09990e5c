import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, User } from '@portal/contracts';
import { Avatar } from '../../../components/avatar';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { storedUser, useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { channelChanges, channelChoiceOf, MessageChannels, useChannelsText, type ChannelChoice } from './message-channels';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function memberSince(createdAt: string | undefined, language: Language): string | null {
  if (!createdAt) return null;
  return new Intl.DateTimeFormat(language === 'tamil' ? 'ta-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(createdAt));
}

interface ProfileCardProps {
  language: Language;
  onSaved: (user: User) => void;
}

/** Spec section 2 and 5: view, edit, save, cancel; the mobile number is never editable. */
export function ProfileCard({ language, onSaved }: ProfileCardProps) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const ids = useId();
  const profile = useProfile();
  const update = useUpdateProfile(language);
  const user: Partial<User> = profile.data ?? storedUser() ?? {};
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [preference, setPreference] = useState<Language>(language);
  const [channels, setChannels] = useState<ChannelChoice>({});
  const channelsText = useChannelsText(user);

  const startEditing = () => {
    setName(user.name ?? '');
    setEmail(user.email ?? '');
    setPreference(user.language_preference ?? language);
    setChannels(channelChoiceOf(user));
    setEditing(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return toast.show('error', t('account:name_required'));
    if (email.trim() !== '' && !EMAIL_PATTERN.test(email.trim())) return toast.show('error', t('account:email_invalid'));
    const hasEmail = email.trim() !== '';
    update.mutate(
      { name: name.trim(), email: hasEmail ? email.trim() : null, language_preference: preference, ...channelChanges(channels, hasEmail) },
      {
        onSuccess: (saved) => {
          setEditing(false);
          toast.show('success', t('account:profile_saved'));
          onSaved(saved);
        },
        onError: (error) =>
          toast.show('error', error instanceof ApiError && error.status !== 0 ? error.message : t('account:profile_update_failed')),
      },
    );
  };

  const languageName = (value: Language | undefined) => (value === 'tamil' ? t('common:language_tamil') : t('common:language_english'));

  return (
    <section className="profile-card" aria-labelledby="profile-title">
      <div className="profile-card__header">
        <Avatar name={user.name ?? ''} large />
        <h1 id="profile-title">{t('account:profile_title')}</h1>
      </div>
      {profile.isError && <p className="notice notice--muted">{t('account:profile_offline')}</p>}
      {editing ? (
        <form className="profile-form" onSubmit={save} noValidate>
          <label className="field-label" htmlFor={`${ids}-name`}>{t('account:profile_name')}</label>
          <input id={`${ids}-name`} className="text-input" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={100} required />
          <label className="field-label" htmlFor={`${ids}-email`}>{t('account:profile_email')}</label>
          <input id={`${ids}-email`} className="text-input" type="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" maxLength={200} />
          <label className="field-label" htmlFor={`${ids}-mobile`}>{t('account:profile_mobile')}</label>
          <input id={`${ids}-mobile`} className="text-input" value={user.mobile_number ? displayPhoneNumber(user.mobile_number) : ''} readOnly aria-describedby={`${ids}-mobile-note`} />
          <p id={`${ids}-mobile-note`} className="field-note">{t('account:profile_mobile_note')}</p>
          <label className="field-label" htmlFor={`${ids}-language`}>{t('account:profile_language')}</label>
          <select id={`${ids}-language`} className="text-input" value={preference} onChange={(event) => setPreference(event.target.value as Language)}>
            <option value="english">{t('common:language_english')}</option>
            <option value="tamil">{t('common:language_tamil')}</option>
          </select>
          <MessageChannels choice={channels} onChange={setChannels} hasEmail={email.trim() !== ''} disabled={update.isPending} />
          <div className="profile-form__actions">
            <button type="submit" className="button button--primary" disabled={update.isPending}>
              {update.isPending ? t('account:saving') : t('account:save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
              {t('account:cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="profile-details">
            <dt>{t('account:profile_name')}</dt>
            <dd>{user.name || t('account:profile_not_given')}</dd>
            <dt>{t('account:profile_email')}</dt>
            <dd>{user.email || t('account:profile_not_given')}</dd>
            <dt>{t('account:profile_mobile')}</dt>
            <dd>{user.mobile_number ? displayPhoneNumber(user.mobile_number) : ''}</dd>
            <dt>{t('account:profile_language')}</dt>
            <dd>{languageName(user.language_preference)}</dd>
            <dt>{t('account:messages_title')}</dt>
            <dd>{channelsText}</dd>
            {memberSince(user.created_at, language) && (
              <>
                <dt>{t('account:profile_member_since')}</dt>
                <dd>{memberSince(user.created_at, language)}</dd>
              </>
            )}
          </dl>
          <button type="button" className="button button--primary" onClick={startEditing}>{t('account:edit')}</button>
        </>
      )}
    </section>
  );
}
