import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n';
import '../portal-words';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t } = useTranslation(['auth', 'common']);
  return <p>{`${t('common:loading')} | ${t('common:use_translation_test_word')}`}</p>;
}

it('draws in the language chosen, again when it changes and when words are added', async () => {
  await initI18n('english');
  render(<Greeting />);
  const english = screen.getByText(/\|/).textContent;
  await act(() => changeLanguage('tamil'));
  expect(screen.getByText(/\|/).textContent).not.toBe(english);
  act(() =>
    i18n.addResources(
      { ta: { common: { use_translation_test_word: 'புதிய சொல்' } } },
      { overwrite: false },
    ),
  );
  expect(screen.getByText(/\|/).textContent).toContain('புதிய சொல்');
  await act(() => changeLanguage('english'));
  // English has no such word: the Tamil one stands in (the fallback languages).
  expect(screen.getByText(/\|/).textContent).toBe(`${english?.split(' | ')[0]} | புதிய சொல்`);
});
