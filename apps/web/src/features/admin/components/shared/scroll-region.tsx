import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';

/** Whether there is more of the content before and after what shows. */
interface Edges {
  before: boolean;
  after: boolean;
}

/**
 * A wide table in a region of its own that scrolls sideways, and shows that it does (decision
 * 0110): a shade at each edge with more beyond it, and a line above saying to scroll, while the
 * content is wider than the region. Focusable (tabindex 0) and named, so the keyboard's arrows
 * scroll it and a screen reader names it.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // Right to left scrolls to negative offsets: the distance from the start either way.
      const from = Math.abs(scrollLeft);
      const next = { before: from > 1, after: from + clientWidth < scrollWidth - 1 };
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, []);
  const scrolls = edges.before || edges.after;
  const shade = `${edges.before ? ' scroll-region--more-before' : ''}${
    edges.after ? ' scroll-region--more-after' : ''
  }`;
  return (
    <div className="scroll-region-wrap">
      {scrolls && (
        <p id={hintId} className="scroll-region__hint">
          {t('scroll_hint')}
        </p>
      )}
      <div className={`scroll-region${shade}`}>
        <div
          ref={scroller}
          className={className}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
