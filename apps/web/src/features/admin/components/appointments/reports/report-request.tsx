import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../../lib/translation/use-translation';
import {
  detectUploadType,
  MAX_BOOKING_FILE_BYTES,
  type AdminPdfServiceRequest,
  type Language,
} from '@portal/contracts';
import { Modal } from '../../../../../components/modal/modal';
import { useToast } from '../../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../../lib/date-format';
import { useDeliverReport, useUploadReport } from '../../../api/appointment-calls';
import { openOfficeReport } from '../../../api/document-calls';
import { useOutcomeToast } from '../../../form-feedback';
import { DocumentButton } from '../money/document-button';

/** Where a report stands: waiting, uploaded but unseen by the customer, given, or not needed. */
function reportState(
  request: AdminPdfServiceRequest,
  open: boolean,
  language: Language,
): { key: string; when?: string } {
  if (request.status === 'completed')
    return {
      key: 'report_done',
      when: request.delivered_at ? formatIndiaDateTime(request.delivered_at, language) : '',
    };
  if (!open) return { key: 'report_cancelled' };
  return { key: request.report_uploaded ? 'report_uploaded' : 'report_pending' };
}

/**
 * One report request: upload a PDF (checked by its first bytes, as the server does), open it,
 * replace it, and give it to the customer, after which it stays as it is. Nothing is done for
 * a request cancelled with its appointment.
 */
export function ReportRequest({
  request,
  open,
  language,
}: {
  request: AdminPdfServiceRequest;
  open: boolean;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const toastOutcome = useOutcomeToast();
  const upload = useUploadReport(language);
  const deliver = useDeliverReport(language);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const inputId = `report-${request.id}`;
  const changeable = open && request.status === 'pending';
  const state = reportState(request, open, language);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_BOOKING_FILE_BYTES) return setProblem(t('report_too_large'));
    if (
      detectUploadType(new Uint8Array(await file.slice(0, 16).arrayBuffer())) !== 'application/pdf'
    )
      return setProblem(t('report_not_pdf'));
    setProblem('');
    setProgress(0);
    upload
      .mutateAsync({ requestId: request.id, file, onProgress: setProgress })
      .then(
        () => toast.show('success', t('done_report')),
        (error: Error) => setProblem(error.message),
      )
      .finally(() => setProgress(null));
  };

  const give = () =>
    void toastOutcome(deliver.mutateAsync(request.id), 'done_deliver_report').finally(() =>
      setConfirming(false),
    );

  return (
    <li className="admin-report">
      <p className="admin-report__state">
        <strong>{request.service_name}</strong>: {t(state.key, { when: state.when })}
      </p>
      <div className="admin-report__buttons">
        {request.report_url && (
          <DocumentButton
            label={t('open_report')}
            download={() => openOfficeReport(request.report_url!, request.id)}
          />
        )}
        {changeable && (
          <>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="application/pdf,.pdf"
              disabled={progress !== null}
              aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
              onChange={(event) => void choose(event)}
            />
            <label
              htmlFor={inputId}
              className={`button button--small ${request.report_uploaded ? 'button--light' : 'button--primary'}`}
            >
              {request.report_uploaded ? t('replace_report') : t('upload_report')}
            </label>
          </>
        )}
        {changeable && request.report_uploaded && (
          <button
            type="button"
            className="button button--small button--primary"
            disabled={deliver.isPending || progress !== null}
            onClick={() => setConfirming(true)}
          >
            {t('deliver_report')}
          </button>
        )}
      </div>
      {changeable && (
        <p id={`${inputId}-hint`} className="field-note">
          {t('report_hint')}
        </p>
      )}
      {progress !== null && (
        <p role="status">{t('uploading', { percent: Math.round(progress * 100) })}</p>
      )}
      {problem && (
        <p id={`${inputId}-error`} className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      {confirming && (
        <Modal
          title={t('deliver_title', { service: request.service_name })}
          closeLabel={t('not_now')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('deliver_body')}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              {t('not_now')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={deliver.isPending}
              onClick={give}
            >
              {t('deliver_report')}
            </button>
          </div>
        </Modal>
      )}
    </li>
  );
}
