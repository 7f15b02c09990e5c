import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Trans } from './trans';
import { Translator } from './translator';

it('shows the tagged words through the named element and every value as words', () => {
  const words = new Translator();
  words.start({
    resources: {
      en: { admin: { line: '{{who}} paid <appt>{{number}}</appt>, {{amount}}. <x>left</x>' } },
    },
    language: 'en',
    fallbackLanguages: ['en'],
    defaultNamespace: 'admin',
  });
  const markup = renderToStaticMarkup(
    <Trans
      t={words.t}
      i18nKey="line"
      values={{ who: '<b>Ravi</b>', number: 'A-7', amount: '₹500' }}
      components={{ appt: <a href="/admin/appointments/7" /> }}
    />,
  );
  expect(markup).toBe(
    '&lt;b&gt;Ravi&lt;/b&gt; paid <a href="/admin/appointments/7">A-7</a>, ₹500. &lt;x&gt;left&lt;/x&gt;',
  );
});
