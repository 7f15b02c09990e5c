import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';

/** The tool, its words and its styles: a chunk of its own, fetched only when a visitor asks for it. */
const loadStarTool = () => import('../star-tool/star-tool-form');
const StarToolForm = lazy(() =>
  loadStarTool().then((module) => ({ default: module.StarToolForm })),
);
const preload = () => void loadStarTool().catch(() => undefined);

interface StarSectionProps {
  language: Language;
  /** Starts a Jathagam booking, as the service cards do. */
  onBook: () => void;
}

/**
 * The free "find your star" tool. The heading, pitch and button are prerendered with
 * the page; the form loads on demand (pointing at or focusing the button already fetches it).
 */
export function StarSection({ language, onBook }: StarSectionProps) {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  return (
    <section className="section star-section" id="find-your-star" aria-labelledby="star-title">
      <h2 id="star-title" className="section__title">
        {t('star_title')}
      </h2>
      <p className="section__lead">{t('star_pitch')}</p>
      {open ? (
        <Suspense
          fallback={
            <p className="star-section__loading" role="status" aria-busy="true">
              {t('common:loading')}
            </p>
          }
        >
          <StarToolForm language={language} onBook={onBook} />
        </Suspense>
      ) : (
        <div className="star-section__actions">
          <button
            type="button"
            className="button button--primary button--large"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setOpen(true)}
          >
            {t('star_open')}
          </button>
        </div>
      )}
    </section>
  );
}
