import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A header that stays at the top of the page as it scrolls (an information page's). Its height,
 * as drawn (a long Tamil title takes two lines), is the page's scroll-padding-top (global.css), so
 * a control the keyboard reaches is scrolled clear of it, never under it (WCAG 2.4.11, decision
 * 0108).
 */
export function StickyHeader({ className, children }: { className: string; children: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        '--sticky-header-height',
        `${element.getBoundingClientRect().height}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, []);
  return (
    <header ref={header} className={className}>
      {children}
    </header>
  );
}
