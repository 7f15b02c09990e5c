import { useEffect, useState } from 'react';
import type { Language } from '@portal/contracts';
import { LanguageToggle } from './language-choice';

/** How far the page must move before the toggle steps aside or comes back (px). */
const SCROLL_STEP = 12;
/** Within this distance of the top or the bottom it always shows (px): nothing of the page is covered there. */
const NEAR_END = 80;

/** True while the page scrolls down, away from its top and its bottom. */
export function useScrollingDown(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const nearEnd =
        y < NEAR_END || y + window.innerHeight > document.documentElement.scrollHeight - NEAR_END;
      if (nearEnd) setAway(false);
      else if (y - last > SCROLL_STEP) setAway(true);
      else if (last - y > SCROLL_STEP) setAway(false);
      if (Math.abs(y - last) > SCROLL_STEP || nearEnd) last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return away;
}

/**
 * The home page's floating language toggle. The page keeps room below its last card for it;
 * on a phone it steps aside while the customer scrolls down, so it never sits on a card's text or
 * its Book now button as they read (CSS: .floating-language--away applies on narrow screens only).
 */
export function FloatingLanguageToggle({
  language,
  onChange,
}: {
  language: Language;
  onChange: (language: Language) => void;
}) {
  const away = useScrollingDown();
  return (
    <div className={`floating-language${away ? ' floating-language--away' : ''}`}>
      <LanguageToggle language={language} onChange={onChange} />
    </div>
  );
}
