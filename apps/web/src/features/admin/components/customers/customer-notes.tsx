import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  CUSTOMER_NOTE_MAX,
  type CustomerNote,
  type Language,
  type NoteAstrologer,
} from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useToast } from '../../../../components/toast/toast-context';
import { useAddCustomerNote, useRemoveCustomerNote } from '../../api/customer-calls';
import { officeRole } from '../../office-access';
import { TextField } from '../shared/text-field';

/** Who wrote a note: their name (or number) and role. */
function authorOf(note: CustomerNote, roleWord: (role: string) => string): string {
  const who = note.author.name ?? displayPhoneNumber(note.author.mobile_number);
  return `${who} (${roleWord(note.author.role)})`;
}

/** One note: its words, author, time, whom it is for, and its removal (asked twice). */
function NoteItem({
  customerId,
  note,
  language,
}: {
  customerId: number;
  note: CustomerNote;
  language: Language;
}) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const remove = useRemoveCustomerNote(customerId, language);
  const [asking, setAsking] = useState(false);
  const audience =
    note.for_astrologers.length === 0
      ? t('note_for_office')
      : t('note_for_astrologers', {
          names: note.for_astrologers.map((row) => row.name).join(', '),
        });
  return (
    <li className="customer-note">
      <p className="customer-note__body">{note.body}</p>
      <p className="customer-note__by">
        {t('note_by', {
          author: authorOf(note, (role) => t(`role_${role}`)),
          time: formatIndiaDateTime(note.created_at, language),
        })}
      </p>
      <p className="customer-note__by">{audience}</p>
      {note.removable &&
        (asking ? (
          <div className="customer-note__confirm" role="group" aria-label={t('note_remove')}>
            <p>{t('note_remove_confirm')}</p>
            <button
              type="button"
              className="button button--small button--danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(note.id, {
                  onSuccess: () => toast.show('success', t('note_removed')),
                  onError: (failure) => {
                    setAsking(false);
                    toast.show('error', failure.message || t('note_remove_failed'));
                  },
                })
              }
            >
              {t('note_remove')}
            </button>
            <button
              type="button"
              className="button button--small button--light"
              disabled={remove.isPending}
              onClick={() => setAsking(false)}
            >
              {t('note_keep')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--small button--light"
            onClick={() => setAsking(true)}
          >
            {t('note_remove')}
          </button>
        ))}
    </li>
  );
}

/**
 * The office's private notes on a customer, newest first, each with its author, time and whom it
 * is for; and a new one, for the office only or for astrologers of the customer the author
 * chooses (an astrologer's own is for themselves unless they untick it; decision 0102). No reply to
 * the customer carries them.
 */
export function CustomerNotes({
  customerId,
  notes,
  astrologers,
  language,
}: {
  customerId: number;
  notes: CustomerNote[];
  /** Whom a new note may be for. */
  astrologers: NoteAstrologer[];
  language: Language;
}) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const add = useAddCustomerNote(customerId, language);
  const ownByDefault = () =>
    officeRole() === 'astrologer' ? astrologers.map((row) => row.id) : [];
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number[]>(ownByDefault);
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '') return setError(t('note_required'));
    if (body.length > CUSTOMER_NOTE_MAX)
      return setError(t('note_too_long', { max: CUSTOMER_NOTE_MAX }));
    setError(null);
    add.mutate(
      { body, for_astrologer_ids: chosen },
      {
        onSuccess: () => {
          setText('');
          setChosen(ownByDefault());
          toast.show('success', t('note_added'));
        },
        onError: (failure) => setError(failure.message || t('note_failed')),
      },
    );
  };
  return (
    <section className="admin-panel customer-notes" aria-labelledby="customer-notes-title">
      <h2 id="customer-notes-title" className="admin-panel__title">
        {t('notes_title')}
      </h2>
      <p className="field-note">{t('notes_private')}</p>
      <form className="customer-notes__form" onSubmit={submit} noValidate>
        <TextField
          id="customer-note"
          label={t('note_label')}
          value={text}
          onChange={setText}
          error={error ?? undefined}
          multiline
          maxLength={CUSTOMER_NOTE_MAX}
        />
        <fieldset className="customer-notes__audience">
          <legend className="field-label">{t('note_for_label')}</legend>
          <p className="field-note">
            {t(astrologers.length === 0 ? 'note_for_no_astrologers' : 'note_for_hint')}
          </p>
          {astrologers.map((astrologer) => (
            <label key={astrologer.id} className="admin-check">
              <input
                type="checkbox"
                checked={chosen.includes(astrologer.id)}
                onChange={() => toggle(astrologer.id)}
              />
              <span>{astrologer.name}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="button button--small button--primary"
          disabled={add.isPending}
        >
          {add.isPending ? t('note_adding') : t('note_add')}
        </button>
      </form>
      {notes.length === 0 ? (
        <p className="empty-state">{t('no_notes')}</p>
      ) : (
        <ol className="customer-notes__list">
          {notes.map((note) => (
            <NoteItem key={note.id} customerId={customerId} note={note} language={language} />
          ))}
        </ol>
      )}
    </section>
  );
}
