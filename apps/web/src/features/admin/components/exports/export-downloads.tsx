import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { exportKinds, todayInIndia, type ExportKind } from '@portal/contracts';
import { downloadExport } from '../../api/export-calls';
import { defaultExportPeriod } from './export-period';

/** The period (India days, both included) and a download button for each of the accountant's files. */
export function ExportDownloads() {
  const { t } = useTranslation('exports');
  const { t: tv } = useTranslation('validation');
  // This month and the next (decision 0110): the money so far and the consultations ahead.
  const [initial] = useState(() => defaultExportPeriod(todayInIndia()));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const download = async (kind: ExportKind) => {
    setDone(null);
    if (!from || !to || from > to) return setProblem(tv('date_range'));
    setProblem(null);
    setBusy(kind);
    try {
      await downloadExport(kind, from, to);
      setDone(t('downloaded', { file: t(`kind_${kind}`) }));
    } catch {
      setProblem(t('download_failed'));
    } finally {
      setBusy(null);
    }
  };
  const noSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section className="admin-panel" aria-labelledby="exports-files">
      <h2 id="exports-files" className="admin-panel__title">
        {t('files_title')}
      </h2>
      <p className="exports-hint">{t('files_hint')}</p>
      <form className="admin-filters" onSubmit={noSubmit} aria-label={t('period')} noValidate>
        <div className="form-field">
          <label className="field-label" htmlFor="exports-from">
            {t('from')}
          </label>
          <input
            id="exports-from"
            type="date"
            className="text-input"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="exports-to">
            {t('to')}
          </label>
          <input
            id="exports-to"
            type="date"
            className="text-input"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </form>
      <ul className="exports-list">
        {exportKinds.map((kind) => (
          <li key={kind} className="exports-list__item">
            <div>
              <p className="exports-list__name">{t(`kind_${kind}`)}</p>
              <p className="exports-hint">{t(`kind_${kind}_hint`)}</p>
            </div>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy !== null}
              onClick={() => void download(kind)}
            >
              {busy === kind ? t('downloading') : t('download', { file: t(`kind_${kind}`) })}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="exports-done" role="status">
          {done}
        </p>
      )}
    </section>
  );
}
