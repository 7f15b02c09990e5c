import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { DeskBookingReply } from '@portal/contracts';
import { DeskBookingDone } from '../../../features/admin/components/desk/desk-booking-done';
import { DeskBookingForm } from '../../../features/admin/components/desk/desk-booking-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/book (admin and desk): book for a customer who telephones or comes to the desk. */
export default function AdminDeskBookingScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [done, setDone] = useState<{ reply: DeskBookingReply; linkSent: boolean } | null>(null);
  // A new form for each caller: nothing of the last one stays.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t('desk_title'), t('console'));
  return (
    <AdminPage>
      <h1 id="desk-booking-title">{t('desk_title')}</h1>
      <div className="admin-stack">
        <p className="field-note">{t('desk_lead')}</p>
        {done ? (
          <DeskBookingDone
            reply={done.reply}
            linkSent={done.linkSent}
            language={language}
            onAnother={() => {
              setDone(null);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <DeskBookingForm
            key={formKey}
            language={language}
            onBooked={(reply, linkSent) => {
              setDone({ reply, linkSent });
              window.scrollTo(0, 0);
            }}
          />
        )}
      </div>
    </AdminPage>
  );
}
