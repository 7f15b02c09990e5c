import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Porutham } from '@portal/contracts';
import { vetoedPorutham } from '../../testing/astrology-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { PoruthamCard } from './porutham-card';

const itemText = (key: string) => document.querySelector(`[data-key="${key}"]`)!.textContent;

describe('the porutham card', () => {
  it('gives the count, the verdict and each item, Rajju and Vedhai as the deciding two', async () => {
    await renderInConsole(
      <PoruthamCard porutham={vetoedPorutham()} sevvai="one_only" language="english" />,
    );
    const card = screen.getByRole('region', { name: 'Marriage porutham' });
    expect(within(card).getByText('7 of 10 matched')).toBeTruthy();
    expect(within(card).getByText('Not recommended')).toBeTruthy();
    expect(within(card).getByRole('note').textContent).toBe(
      'Rajju or Vedhai does not match: not recommended whatever the count.',
    );
    expect(card.querySelectorAll('li')).toHaveLength(10);
    expect(card.querySelectorAll('.astro-porutham__item--matched')).toHaveLength(7);
    expect(itemText('rajju')).toBe(
      'RajjuMust match✗ Not matchedRajju: the bride kandam (neck), the bridegroom kandam (neck) – the same rajju.',
    );
    expect(itemText('vedhai')).toBe(
      'VedhaiMust match✓ MatchedHastham and Thiruvonam are not a vedhai pair.',
    );
    expect(itemText('dinam')).toBe(
      "Dinam✗ Not matched · Poor (athamam)The bridegroom's star is the 10th from the bride's.",
    );
    expect(itemText('ganam')).toBe(
      'Ganam✓ Matched · Good (uthamam)The bride is of deva ganam, the bridegroom of deva ganam.',
    );
    // Both stars and padas are named.
    expect(
      within(card).getByText('Bride: Hastham, pada 1 · Bridegroom: Thiruvonam, pada 2'),
    ).toBeTruthy();
    expect(card.querySelector('.astro-porutham__same-star')).toBeNull();
    expect(card.querySelectorAll('.astro-porutham__must')).toHaveLength(2);
    expect(
      within(card).getByText(
        /Counted from the bride's star to the bridegroom's: 10\. Rasis: Kanni and Magaram\./,
      ),
    ).toBeTruthy();
    expect(card.textContent).toContain('Sevvai (Mars) dosham: Only one of them has sevvai dosham');
  });

  it('says which items cannot be judged in a star-only match, with no verdict yet', async () => {
    const base = vetoedPorutham();
    const porutham: Porutham = {
      ...base,
      mode: 'star_only',
      bride_rasi: null,
      bride_star: { nakshatra: 13, pada: null },
      items: base.items.map((item) =>
        ['rasi', 'rasi_athipathi', 'vasiyam'].includes(item.key)
          ? {
              key: item.key,
              status: 'unknown',
              matched: null,
              reason: {
                english: 'Depends on the pada, which needs the exact birth time.',
                tamil: 'பாதத்தைப் பொறுத்தது; அதற்குச் சரியான பிறந்த நேரம் தேவை.',
              },
            }
          : item.key === 'rajju'
            ? { ...item, status: 'matched', matched: true }
            : item,
      ),
      matched_count: 6,
      unknown_count: 3,
      vetoed: false,
      verdict: 'undetermined',
    };
    await renderInConsole(<PoruthamCard porutham={porutham} sevvai={null} language="english" />);
    expect(screen.getByText('6 of 10 matched')).toBeTruthy();
    expect(screen.getByText('Cannot be decided without the birth times')).toBeTruthy();
    expect(screen.getByText('3 cannot be judged without the birth times.')).toBeTruthy();
    expect(itemText('vasiyam')).toBe(
      'Vasiyam? Not known without the birth timeDepends on the pada, which needs the exact birth time.',
    );
    expect(screen.getByText('Bride: Hastham · Bridegroom: Thiruvonam, pada 2')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(/Counted from the bride's star/).textContent).not.toContain('Rasis');
    expect(screen.getByText(/Not known without both birth times/)).toBeTruthy();
  });

  it('flags the same star with the same pada', async () => {
    const same: Porutham = {
      ...vetoedPorutham(),
      bride_star: { nakshatra: 13, pada: 1 },
      bridegroom_star: { nakshatra: 13, pada: 1 },
      same_star_and_pada: true,
    };
    await renderInConsole(<PoruthamCard porutham={same} sevvai="neither" language="english" />);
    expect(document.querySelector('.astro-porutham__same-star')!.textContent).toBe(
      'Both have the same star and the same pada (Hastham, pada 1): almanacs advise against ' +
        'this match whatever the count.',
    );
  });

  it('reads in Tamil on the Tamil console', async () => {
    await renderInConsole(
      <PoruthamCard porutham={vetoedPorutham()} sevvai="both_cancel" language="tamil" />,
      'tamil',
    );
    const card = screen.getByRole('region', { name: 'திருமணப் பொருத்தம்' });
    expect(within(card).getByText('10-க்கு 7 பொருத்தம்')).toBeTruthy();
    expect(within(card).getByText('பரிந்துரைக்கப்படவில்லை')).toBeTruthy();
    expect(itemText('rajju')).toBe(
      'ரஜ்ஜுப் பொருத்தம்கட்டாயம்✗ பொருத்தம் இல்லைமணமகள் கண்ட ரஜ்ஜு, மணமகன் கண்ட ரஜ்ஜு – ஒரே ரஜ்ஜு.',
    );
    expect(itemText('stree_deergham')).toBe(
      'ஸ்திரீ தீர்க்கப் பொருத்தம்✓ பொருத்தம் உண்டு · மத்திமம்எண்ணிக்கை 10: 14 அல்லது மேல் ' +
        'உத்தமம், 8 முதல் 13 மத்திமம், குறைவு அதமம்.',
    );
    expect(
      within(card).getByText('மணமகள்: அஸ்தம், 1ஆம் பாதம் · மணமகன்: திருவோணம், 2ஆம் பாதம்'),
    ).toBeTruthy();
    expect(card.textContent).toContain('செவ்வாய் தோஷம்: இருவருக்கும் செவ்வாய் தோஷம் உள்ளதால் சமமாகிறது');
  });
});
