import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { CUSTOMER_NOTE_MAX, type CustomerNote, type Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useToast } from '../../../../components/toast/toast-context';
import { useAddCustomerNote } from '../../api/customer-calls';
import { TextField } from '../shared/text-field';

/** Who wrote a note: their name (or number) and role. */
function authorOf(note: CustomerNote, roleWord: (role: string) => string): string {
  const who = note.author.name ?? displayPhoneNumber(note.author.mobile_number);
  return `${who} (${roleWord(note.author.role)})`;
}

/**
 * The office's private notes on a customer, newest first, each with its author and time; and a
 * new one. They stay with the office and the astrologers: no reply to the customer carries them.
 */
export function CustomerNotes({
  customerId,
  notes,
  language,
}: {
  customerId: number;
  notes: CustomerNote[];
  language: Language;
}) {
  const { t } = useTranslation('customers');
  const toast = useToast();
  const add = useAddCustomerNote(customerId, language);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '') return setError(t('note_required'));
    if (body.length > CUSTOMER_NOTE_MAX)
      return setError(t('note_too_long', { max: CUSTOMER_NOTE_MAX }));
    setError(null);
    add.mutate(body, {
      onSuccess: () => {
        setText('');
        toast.show('success', t('note_added'));
      },
      onError: (failure) => setError(failure.message || t('note_failed')),
    });
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
            <li key={note.id} className="customer-note">
              <p className="customer-note__body">{note.body}</p>
              <p className="customer-note__by">
                {t('note_by', {
                  author: authorOf(note, (role) => t(`role_${role}`)),
                  time: formatIndiaDateTime(note.created_at, language),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
