import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Testimonial } from '@portal/contracts';
import {
  AUTO_ADVANCE_MS,
  CARD_GAP_PX,
  CARD_STEP_PX,
  nextIndex,
  previousIndex,
  visibleCardCount,
} from '../slider-position';

/** The player's dialog: fetched when a visitor plays a video, not with the landing page's initial bundle. */
const VideoModal = lazy(() =>
  import('./video-modal').then((module) => ({ default: module.VideoModal })),
);

/**
 * Video testimonials: 3 cards visible where they fit (one on a phone), a 320 px step,
 * auto-advance every 5 s with wrap-around; pauses on hover, on focus, while a video plays, and
 * at the visitor's request; still from the start when they ask for reduced motion. The caller fetches them: the landing page does so without the
 * query library.
 */
export function TestimonialsSlider({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('landing');
  const slider = useRef<HTMLDivElement>(null);
  // Until it is measured in the browser, the slider has no inline style: a page the server drew
  // may carry none (the CSP), and its CSS fits the cards to the width meanwhile.
  const [visible, setVisible] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  // Playing as the server drew it (the landing page is hydrated: its first render matches), and
  // paused at once after for a visitor who asks for reduced motion.
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState<Testimonial | null>(null);
  const count = testimonials.length;

  // A visitor who asks for less motion, before or while on the page, gets a still slider from then
  // on; they may still press play (WCAG 2.2.2, decision 0108).
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const follow = () => {
      if (query.matches) setUserPaused(true);
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const element = slider.current;
    if (!element) return;
    const measure = () => setVisible(visibleCardCount(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  const paused = userPaused || hovered || focused || playing !== null;
  useEffect(() => {
    if (paused || visible === null || count <= visible) return;
    const timer = setInterval(
      () => setIndex((current) => nextIndex(current, count, visible)),
      AUTO_ADVANCE_MS,
    );
    return () => clearInterval(timer);
  }, [paused, count, visible]);

  if (count === 0) return null;
  const shownCount = visible ?? 1;
  const start = Math.min(index, Math.max(0, count - shownCount));

  return (
    <div
      ref={slider}
      className="slider"
      // Only a mouse hovers: a tap on a phone sends an enter with no leave.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Exactly as wide as the cards it shows: no half card at the edge. */}
      <div
        className="slider__viewport"
        style={
          visible === null ? undefined : { width: `${visible * CARD_STEP_PX - CARD_GAP_PX}px` }
        }
      >
        <ul
          className="slider__track"
          data-index={start}
          style={
            visible === null ? undefined : { transform: `translateX(-${start * CARD_STEP_PX}px)` }
          }
        >
          {testimonials.map((testimonial, position) => {
            const shown = position >= start && position < start + shownCount;
            return (
              <li
                key={testimonial.id}
                className="testimonial-card"
                aria-hidden={!shown}
                inert={!shown}
              >
                <button
                  type="button"
                  className="testimonial-card__play"
                  onClick={() => setPlaying(testimonial)}
                  aria-label={t('testimonial_watch', { title: testimonial.title })}
                >
                  <img
                    src={testimonial.thumbnail_url}
                    alt=""
                    width={300}
                    height={169}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="testimonial-card__icon" aria-hidden="true">
                    ▶
                  </span>
                </button>
                <p className="testimonial-card__title">{testimonial.title}</p>
                <p className="testimonial-card__text">{testimonial.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
      {count > shownCount && (
        <div className="slider__controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => setIndex(previousIndex(start, count, shownCount))}
            aria-label={t('testimonials_previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => setUserPaused((value) => !value)}
            // Its name says what it does ("Play", "Pause"): a pressed state as well would say it twice.
            aria-label={userPaused ? t('testimonials_play') : t('testimonials_pause')}
          >
            {userPaused ? '▶' : '❚❚'}
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => setIndex(nextIndex(start, count, shownCount))}
            aria-label={t('testimonials_next')}
          >
            ›
          </button>
        </div>
      )}
      {playing && (
        <Suspense fallback={null}>
          <VideoModal testimonial={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </div>
  );
}
