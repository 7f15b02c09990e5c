import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { usePublicPage } from '../api/get-public-page';
import { isKnownPageType, loadBuiltInPage } from '../built-in-pages';

/**
 * An information page's content: the server's copy by type and language; the built-in text in
 * the same language when that call fails or comes back empty; 'Content not available' for a
 * type the portal does not know.
 */
export function InfoContent({ pageType, language }: { pageType: string; language: Language }) {
  const { t } = useTranslation(['info', 'common']);
  const known = isKnownPageType(pageType);
  const server = usePublicPage(pageType, language);
  const serverHtml = server.data?.content.trim() ?? '';
  const needsBuiltIn = known && (server.isError || (server.isSuccess && serverHtml === ''));
  const [builtIn, setBuiltIn] = useState<{ key: string; html: string } | null>(null);
  const builtInKey = `${pageType}.${language}`;

  useEffect(() => {
    if (!needsBuiltIn || !isKnownPageType(pageType)) return;
    let current = true;
    void loadBuiltInPage(pageType, language).then((html) => {
      if (current) setBuiltIn({ key: `${pageType}.${language}`, html });
    });
    return () => {
      current = false;
    };
  }, [needsBuiltIn, pageType, language]);

  if (!known)
    return <p className="info-content info-content--empty">{t('info:content_not_available')}</p>;

  const html = serverHtml || (builtIn?.key === builtInKey ? builtIn.html : '');
  if (!html) {
    return (
      <p className="info-content info-content--loading" role="status">
        {t('common:loading')}
      </p>
    );
  }
  // Server content is sanitised with an allow-list before it is stored and again as it is
  // served; the built-in pages ship with the app.
  return (
    <div
      className="info-content"
      data-source={serverHtml ? 'server' : 'built-in'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
