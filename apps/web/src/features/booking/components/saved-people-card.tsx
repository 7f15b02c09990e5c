import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language, SavedPerson } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { actionFailure } from '../../../lib/action-failure';
import { formatCalendarDate } from '../../../lib/date-format';
import { useRemovePerson, useSavedPeople } from '../api/saved-people';

/** One saved person: who, born when and where, and a removal asked twice. */
function SavedPersonRow({ person, language }: { person: SavedPerson; language: Language }) {
  const { t } = useTranslation(['account', 'booking']);
  const toast = useToast();
  const remove = useRemovePerson(language);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(person, {
      onSuccess: () => toast.show('success', t('account:people_removed', { name: person.name })),
      onError: (error) => {
        setAsking(false);
        toast.show(
          'error',
          actionFailure(error, t, t('account:people_remove_failed', { name: person.name })) ?? '',
        );
      },
    });
  return (
    <li className="saved-person">
      <div className="saved-person__who">
        <strong>{person.name}</strong>{' '}
        <span className="saved-person__relation">{t(`booking:relation_${person.relation}`)}</span>
        <p className="saved-person__born">
          {t('account:people_born', {
            date: formatCalendarDate(person.date_of_birth, language),
            place: person.birth_place,
          })}
        </p>
      </div>
      {asking ? (
        <div
          className="saved-person__confirm"
          role="group"
          aria-label={t('account:people_remove', { name: person.name })}
        >
          <p>{t('account:people_remove_confirm', { name: person.name })}</p>
          <button
            type="button"
            className="button button--danger"
            onClick={confirm}
            disabled={remove.isPending}
          >
            {t('account:people_remove_short')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAsking(false)}
            disabled={remove.isPending}
          >
            {t('account:people_keep')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('account:people_remove', { name: person.name })}
          onClick={() => setAsking(true)}
        >
          {t('account:people_remove_short')}
        </button>
      )}
    </li>
  );
}

/** The profile's list of the people the customer keeps for their bookings. */
export function SavedPeopleCard({ language }: { language: Language }) {
  const { t } = useTranslation('account');
  const people = useSavedPeople();
  return (
    <section className="profile-card saved-people" aria-labelledby="saved-people-title">
      <h2 id="saved-people-title">{t('people_title')}</h2>
      {people.isError ? (
        <p className="notice notice--muted">{t('people_load_failed')}</p>
      ) : people.data && people.data.length > 0 ? (
        <>
          <p className="field-note">{t('people_intro')}</p>
          <ul className="saved-people__list">
            {people.data.map((person) => (
              <SavedPersonRow key={person.id} person={person} language={language} />
            ))}
          </ul>
        </>
      ) : people.data ? (
        <p className="field-note">{t('people_empty')}</p>
      ) : (
        <p className="field-note" aria-busy="true">
          {t('common:loading')}
        </p>
      )}
    </section>
  );
}
