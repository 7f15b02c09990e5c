import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AppointmentChartsReply, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { useSaveChartNotes } from '../../api/chart-calls';
import { useOutcomeToast } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/** The astrologer's notes on the chart: the office's alone, never shown to the customer or printed on their sheet. */
export function ChartNotes({
  appointmentId,
  notes,
  language,
}: {
  appointmentId: number;
  notes: AppointmentChartsReply['notes'];
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(notes?.text ?? '');
  const save = useSaveChartNotes(appointmentId, language);
  const outcome = useOutcomeToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void outcome(save.mutateAsync(text.trim()), 'astro_notes_saved');
  };
  return (
    <form className="astro-notes no-print" onSubmit={submit}>
      <TextField
        id={`chart-notes-${appointmentId}`}
        label={t('astro_notes_label')}
        hint={
          notes
            ? t('astro_notes_hint_saved', { when: formatIndiaDateTime(notes.updated_at, language) })
            : t('astro_notes_hint')
        }
        multiline
        value={text}
        onChange={setText}
        maxLength={4000}
      />
      <div className="admin-panel__buttons">
        <button
          type="submit"
          className="button"
          disabled={save.isPending || text.trim() === (notes?.text ?? '')}
        >
          {t('astro_notes_save')}
        </button>
      </div>
    </form>
  );
}
