import { useState } from 'react';
import { useTranslation } from '../../../../../lib/translation/use-translation';
import { useToast } from '../../../../../components/toast/toast-context';

/** A button that downloads one of the office's PDFs (a receipt or a credit note); a failure says so. */
export function DocumentButton({
  label,
  download,
}: {
  label: string;
  download: () => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    void download()
      .catch(() => toast.show('error', t('document_failed')))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button button--ghost button--small admin-document-button"
      disabled={busy}
      onClick={start}
    >
      {label}
    </button>
  );
}
