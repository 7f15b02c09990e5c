import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { detectUploadType, MAX_BOOKING_FILE_BYTES, type AdminAppointment, type Language, type PdfServiceRequest } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { useUploadReport } from '../../api/appointment-calls';

const reportStateKey = { pending: 'report_pending', completed: 'report_done', cancelled: 'report_cancelled' } as const;

/** One report request: its state, and a PDF to upload (checked by its first bytes, as the server does) unless it was cancelled with its appointment. */
function ReportUpload({ request, canUpload, language }: { request: PdfServiceRequest; canUpload: boolean; language: Language }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const upload = useUploadReport(language);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const inputId = `report-${request.id}`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_BOOKING_FILE_BYTES) return setProblem(t('report_too_large'));
    if (detectUploadType(new Uint8Array(await file.slice(0, 16).arrayBuffer())) !== 'application/pdf') return setProblem(t('report_not_pdf'));
    setProblem('');
    setProgress(0);
    upload.mutateAsync({ requestId: request.id, file, onProgress: setProgress }).then(
      () => toast.show('success', t('done_report')),
      (error: Error) => setProblem(error.message),
    ).finally(() => setProgress(null));
  };

  return (
    <li className="admin-report">
      <p className="admin-report__state">
        <strong>{request.service_name}</strong>: {t(request.status === 'pending' && !canUpload ? 'report_cancelled' : reportStateKey[request.status])}
      </p>
      {canUpload && (
        <>
          <input id={inputId} className="visually-hidden" type="file" accept="application/pdf,.pdf" disabled={progress !== null} aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`} onChange={(event) => void choose(event)} />
          <label htmlFor={inputId} className={`button button--small ${request.status === 'completed' ? 'button--light' : 'button--primary'}`}>
            {request.status === 'completed' ? t('replace_report') : t('upload_report')}
          </label>
          <p id={`${inputId}-hint`} className="field-note">{t('report_hint')}</p>
          {progress !== null && <p role="status">{t('uploading', { percent: Math.round(progress * 100) })}</p>}
          {problem && <p id={`${inputId}-error`} className="form-field__error" role="alert">{problem}</p>}
        </>
      )}
    </li>
  );
}

export function ReportUploads({ appointment, language }: { appointment: AdminAppointment; language: Language }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-panel" aria-labelledby="reports-title">
      <h2 id="reports-title" className="admin-panel__title">{t('reports_title')}</h2>
      {appointment.pdf_service_requests.length === 0 ? (
        <p>{t('no_reports')}</p>
      ) : (
        <ul className="admin-reports">
          {appointment.pdf_service_requests.map((request) => <ReportUpload key={request.id} request={request} canUpload={request.status !== 'cancelled' && appointment.status !== 'cancelled'} language={language} />)}
        </ul>
      )}
    </section>
  );
}
