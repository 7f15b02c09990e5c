/** Cards step 320 px, 3 visible, auto-advance every 5000 ms, wrapping around. */
export const CARD_STEP_PX = 320;
/** Space between cards; a card is CARD_STEP_PX - CARD_GAP_PX wide. */
export const CARD_GAP_PX = 20;
export const MAX_VISIBLE_CARDS = 3;
export const AUTO_ADVANCE_MS = 5000;

/** How many cards fit in a viewport of this width (at least one, at most three). */
export function visibleCardCount(viewportWidthPx: number): number {
  const fitting = Math.floor((viewportWidthPx + CARD_GAP_PX) / CARD_STEP_PX);
  return Math.min(MAX_VISIBLE_CARDS, Math.max(1, fitting));
}

/** The last index that still fills the viewport. */
export function lastStartIndex(cardCount: number, visible: number): number {
  return Math.max(0, cardCount - visible);
}

/** The next start index, wrapping to the first card after the last. */
export function nextIndex(current: number, cardCount: number, visible: number): number {
  const last = lastStartIndex(cardCount, visible);
  return current >= last ? 0 : current + 1;
}

/** The previous start index, wrapping to the last after the first. */
export function previousIndex(current: number, cardCount: number, visible: number): number {
  const last = lastStartIndex(cardCount, visible);
  return current <= 0 ? last : Math.min(current - 1, last);
}
