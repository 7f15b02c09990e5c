import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import { languageLocales, languageTags, type Language, type User } from '@portal/contracts';
import { Avatar } from '../../../components/avatar';
import { describedBy, FormField } from '../../../components/form/form-field';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { actionFailure } from '../../../lib/action-failure';
import { loadLanguage } from '../../../lib/i18n';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { problemText } from '../../../lib/validation-key';
import { storedUser, useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { EmailState } from './email-state';
import {
  channelChanges,
  channelChoiceOf,
  MessageChannels,
  useChannelsText,
  type ChannelChoice,
} from './message-channels';
import type { ProblemField, Problems } from '../profile-check';

const problemFields: readonly ProblemField[] = ['name', 'email'];

/**
 * The form's check (the contract's schema, with the library it brings): not part of the profile's
 * initial bundle on a slow phone; fetched when the customer opens the form to edit.
 */
const loadCheck = () => import('../profile-check');

/** The problems of a refusal the form can point at: the error envelope's `fields`. */
function refusedFields(fields: Record<string, string>): Problems {
  return Object.fromEntries(
    problemFields.filter((field) => fields[field]).map((field) => [field, fields[field]]),
  );
}

function memberSince(createdAt: string | undefined, language: Language): string | null {
  if (!createdAt) return null;
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(createdAt));
}

interface ProfileCardProps {
  language: Language;
  onSaved: (user: User) => void;
}

/** View, edit, save, cancel; the mobile number is never editable. */
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
  const [problems, setProblems] = useState<Problems>({});
  const channelsText = useChannelsText(user);
  const fieldId = (field: ProblemField) => `${ids}-${field}`;
  const shown = (field: ProblemField) =>
    problems[field] ? problemText(t, problems[field]) : undefined;

  const startEditing = () => {
    loadCheck().catch(() => undefined);
    setName(user.name ?? '');
    setEmail(user.email ?? '');
    // The language the portal is shown in is the preference: the form starts from it.
    setPreference(language);
    setChannels(channelChoiceOf(user));
    setProblems({});
    setEditing(true);
  };

  /** Marks the fields, says the first problem, and takes the focus there. */
  const showProblems = (found: Problems, message?: string) => {
    setProblems(found);
    const first = problemFields.find((field) => found[field]);
    if (!first) return false;
    toast.show('error', message ?? problemText(t, found[first]!));
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
    return true;
  };

  const change = (field: ProblemField, value: string) => {
    (field === 'name' ? setName : setEmail)(value);
    setProblems(({ [field]: _old, ...rest }) => rest);
  };

  // The chosen language's words are fetched as it is chosen: the confirmation is said in it.
  const choosePreference = (language: Language) => {
    setPreference(language);
    loadLanguage(language).catch(() => undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const hasEmail = email.trim() !== '';
    const changes = {
      name: name.trim(),
      email: hasEmail ? email.trim() : null,
      language_preference: preference,
      ...channelChanges(channels, hasEmail),
    };
    // Without its check's code (the connection dropped), the server's own check answers the save.
    const problems = await loadCheck().then(
      ({ profileProblems }) => profileProblems(changes),
      () => ({}),
    );
    if (showProblems(problems)) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        setEditing(false);
        // Said in the language just chosen, once its words are in (fetched as it was chosen): the
        // screen turns to it as the toast shows (onSaved).
        const chosen = saved.language_preference;
        // A new address is said to wait for its link (decision 0107).
        const linkSent =
          saved.email !== null && !saved.email_confirmed && saved.email !== user.email;
        void loadLanguage(chosen)
          .catch(() => undefined)
          .then(() =>
            toast.show(
              'success',
              linkSent
                ? t('account:profile_saved_link_sent', {
                    lng: languageTags[chosen],
                    email: saved.email,
                  })
                : t('account:profile_saved', { lng: languageTags[chosen] }),
            ),
          );
        onSaved(saved);
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.status !== 0 &&
          showProblems(refusedFields(error.fields), error.message)
        )
          return;
        toast.show('error', actionFailure(error, t, t('account:profile_update_failed')) ?? '');
      },
    });
  };

  const languageName = (value: Language | undefined) =>
    value === 'tamil' ? t('common:language_tamil') : t('common:language_english');

  return (
    <section className="profile-card" aria-labelledby="profile-title">
      <div className="profile-card__header">
        <Avatar name={user.name ?? ''} large />
        <h1 id="profile-title">{t('account:profile_title')}</h1>
      </div>
      {profile.isError && <p className="notice notice--muted">{t('account:profile_offline')}</p>}
      {editing ? (
        <form className="profile-form" onSubmit={(event) => void save(event)} noValidate>
          <FormField id={fieldId('name')} label={t('account:profile_name')} error={shown('name')}>
            <input
              {...describedBy(fieldId('name'), shown('name'))}
              className="text-input"
              value={name}
              onChange={(event) => change('name', event.target.value)}
              autoComplete="name"
              maxLength={100}
              required
            />
          </FormField>
          <FormField
            id={fieldId('email')}
            label={t('account:profile_email')}
            error={shown('email')}
          >
            <input
              {...describedBy(fieldId('email'), shown('email'))}
              className="text-input"
              type="email"
              inputMode="email"
              value={email}
              onChange={(event) => change('email', event.target.value)}
              autoComplete="email"
              maxLength={200}
            />
          </FormField>
          <label className="field-label" htmlFor={`${ids}-mobile`}>
            {t('account:profile_mobile')}
          </label>
          <input
            id={`${ids}-mobile`}
            className="text-input"
            value={user.mobile_number ? displayPhoneNumber(user.mobile_number) : ''}
            readOnly
            aria-describedby={`${ids}-mobile-note`}
          />
          <p id={`${ids}-mobile-note`} className="field-note">
            {t('account:profile_mobile_note')}
          </p>
          <label className="field-label" htmlFor={`${ids}-language`}>
            {t('account:profile_language')}
          </label>
          <select
            id={`${ids}-language`}
            className="text-input"
            value={preference}
            onChange={(event) => choosePreference(event.target.value as Language)}
          >
            <option value="english">{t('common:language_english')}</option>
            <option value="tamil">{t('common:language_tamil')}</option>
          </select>
          <MessageChannels
            choice={channels}
            onChange={setChannels}
            hasEmail={email.trim() !== ''}
            disabled={update.isPending}
          />
          <div className="profile-form__actions">
            <button type="submit" className="button button--primary" disabled={update.isPending}>
              {update.isPending ? t('account:saving') : t('account:save')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
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
            <dd>
              {user.email || t('account:profile_not_given')}
              {user.email && (
                <EmailState confirmed={user.email_confirmed === true} language={language} />
              )}
            </dd>
            <dt>{t('account:profile_mobile')}</dt>
            <dd>{user.mobile_number ? displayPhoneNumber(user.mobile_number) : ''}</dd>
            <dt>{t('account:profile_language')}</dt>
            <dd>{languageName(language)}</dd>
            <dt>{t('account:messages_title')}</dt>
            <dd>{channelsText}</dd>
            {memberSince(user.created_at, language) && (
              <>
                <dt>{t('account:profile_member_since')}</dt>
                <dd>{memberSince(user.created_at, language)}</dd>
              </>
            )}
          </dl>
          <button type="button" className="button button--primary" onClick={startEditing}>
            {t('account:edit')}
          </button>
        </>
      )}
    </section>
  );
}
