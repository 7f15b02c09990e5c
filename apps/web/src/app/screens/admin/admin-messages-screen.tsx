import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { messageChannels } from '@portal/contracts';
import {
  MessageBrowser,
  type MessageBrowserValues,
} from '../../../features/admin/components/messages/message-browser';
import { messageStatusFilters } from '../../../features/admin/components/messages/message-filters';
import { SignInCountriesForm } from '../../../features/admin/components/messages/sign-in-countries-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { may } from '../../../features/admin/office-access';
import { AdminPage } from '../../admin-page';

/** A value from the address, when it is one of the allowed ones. */
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.find((candidate) => candidate === value) ?? '';

/**
 * /admin/messages: what was sent to whom, when and how, newest first; filters and page live in the
 * address. Below, the countries sign-in codes go to (#sign-in, linked from the office's notice).
 */
export default function AdminMessagesScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('messages_title'), t('console'));
  const appointment = Number(params.get('appointment'));
  const values: MessageBrowserValues = {
    status: oneOf(params.get('status'), messageStatusFilters),
    channel: oneOf(params.get('channel'), messageChannels),
    appointmentId: Number.isInteger(appointment) && appointment > 0 ? appointment : null,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  const apply = (next: MessageBrowserValues) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.channel) search.set('channel', next.channel);
    if (next.appointmentId !== null) search.set('appointment', String(next.appointmentId));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <AdminPage>
      <h1>{t('messages_title')}</h1>
      <MessageBrowser values={values} language={language} onChange={apply} />
      {may('GET /api/admin/sign-in-settings') && <SignInCountriesForm language={language} />}
    </AdminPage>
  );
}
