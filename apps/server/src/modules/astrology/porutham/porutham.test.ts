import { describe, expect, it } from 'vitest';
import { computePorutham, type PoruthamReport } from './porutham';

/**
 * The items as "key:grade" (or key:yes / key:no / key:unknown), worked out by hand from the
 * recorded tables.
 */
function summary(report: PoruthamReport): string[] {
  return report.items.map(
    (i) =>
      `${i.key}:${i.status === 'unknown' ? 'unknown' : (i.grade ?? (i.matched ? 'yes' : 'no'))}`,
  );
}

describe('a full match (both padas known)', () => {
  it('Ashwini 1 bride, Pooram 2 bridegroom: 9 of 10, uthamam', () => {
    const report = computePorutham({
      bride: { nakshatra: 1, pada: 1 },
      bridegroom: { nakshatra: 11, pada: 2 },
    });
    expect(summary(report)).toEqual([
      'dinam:uthamam', // count 11
      'ganam:mathimam', // deva bride, manushya bridegroom
      'mahendram:no', // 11 is not 4, 7, 10 ...
      'stree_deergham:mathimam', // 8th to 13th
      'yoni:mathimam', // horse and rat
      'rasi:mathimam', // Mesham to Simham, the 5th
      'rasi_athipathi:uthamam', // Mars and the Sun, friends both ways
      'vasiyam:uthamam', // Simham is vasiyam to Mesham
      'rajju:yes', // foot and thigh
      'vedhai:yes',
    ]);
    expect(report).toMatchObject({
      mode: 'full',
      star_count: 11,
      bride_rasi: 1,
      bridegroom_rasi: 5,
      matched_count: 9,
      unknown_count: 0,
      total: 10,
      vetoed: false,
      verdict: 'uthamam',
    });
  });

  it('Ashwini bride, Punarpoosam 4 bridegroom: 7 of 10, mathimam', () => {
    const report = computePorutham({
      bride: { nakshatra: 1, pada: 1 },
      bridegroom: { nakshatra: 7, pada: 4 },
    });
    expect(summary(report)).toEqual([
      'dinam:athamam',
      'ganam:uthamam',
      'mahendram:yes',
      'stree_deergham:athamam',
      'yoni:mathimam',
      'rasi:mathimam',
      'rasi_athipathi:mathimam',
      'vasiyam:athamam',
      'rajju:yes',
      'vedhai:yes',
    ]);
    expect(report).toMatchObject({ matched_count: 7, bridegroom_rasi: 4, verdict: 'mathimam' });
  });

  it('4 of 10 without a veto is not recommended', () => {
    const report = computePorutham({
      bride: { nakshatra: 10, pada: 1 },
      bridegroom: { nakshatra: 12, pada: 2 },
    });
    expect(summary(report)).toEqual([
      'dinam:athamam',
      'ganam:athamam',
      'mahendram:no',
      'stree_deergham:athamam',
      'yoni:mathimam',
      'rasi:athamam',
      'rasi_athipathi:mathimam',
      'vasiyam:athamam',
      'rajju:yes',
      'vedhai:yes',
    ]);
    expect(report).toMatchObject({ matched_count: 4, vetoed: false, verdict: 'not_recommended' });
  });
});

describe('the vetoes', () => {
  it('the same rajju makes 8 of 10 not recommended', () => {
    // Bharani (Mesham) and Pooram (Simham), both in the thigh rajju.
    const report = computePorutham({
      bride: { nakshatra: 2, pada: 1 },
      bridegroom: { nakshatra: 11, pada: 1 },
    });
    expect(report.items.find((i) => i.key === 'rajju')).toEqual({
      key: 'rajju',
      status: 'not_matched',
      matched: false,
      reason: {
        english: 'Rajju: the bride thodai (thigh), the bridegroom thodai (thigh) – the same rajju.',
        tamil: 'மணமகள் தொடை ரஜ்ஜு, மணமகன் தொடை ரஜ்ஜு – ஒரே ரஜ்ஜு.',
      },
    });
    expect(report.items.find((i) => i.key === 'vedhai')?.matched).toBe(true);
    expect(report).toMatchObject({ matched_count: 8, vetoed: true, verdict: 'not_recommended' });
  });

  it('a vedhai pair is not recommended (and always shares its rajju too)', () => {
    // Rohini and Swathi repel each other; both are in the neck rajju.
    const report = computePorutham({
      bride: { nakshatra: 4, pada: 1 },
      bridegroom: { nakshatra: 15, pada: 2 },
    });
    expect(report.items.find((i) => i.key === 'vedhai')?.status).toBe('not_matched');
    expect(report.items.find((i) => i.key === 'rajju')?.status).toBe('not_matched');
    expect(report).toMatchObject({ vetoed: true, verdict: 'not_recommended' });
  });
});

describe('star-only mode (birth times unknown)', () => {
  it('decides what the stars decide and leaves the rest unknown', () => {
    // Ashwini lies wholly in Mesham; Uthiradam spans Dhanusu (pada 1) and Makaram (2-4).
    const report = computePorutham({ bride: { nakshatra: 1 }, bridegroom: { nakshatra: 21 } });
    expect(summary(report)).toEqual([
      'dinam:athamam', // count 21, whatever the pada
      'ganam:mathimam',
      'mahendram:no',
      'stree_deergham:uthamam',
      'yoni:mathimam', // horse and mongoose
      'rasi:mathimam', // the 9th (Dhanusu) or the 10th (Makaram): mathimam either way
      'rasi_athipathi:unknown', // Mars–Jupiter uthamam, Mars–Saturn athamam
      'vasiyam:unknown', // Dhanusu athamam, Makaram mathimam
      'rajju:yes',
      'vedhai:yes',
    ]);
    expect(report).toMatchObject({
      mode: 'star_only',
      bride_rasi: 1,
      bridegroom_rasi: null,
      matched_count: 6,
      unknown_count: 2,
      vetoed: false,
      verdict: 'undetermined',
    });
  });

  it('the rasi, when known, settles the rasi-based items', () => {
    const makaram = computePorutham({
      bride: { nakshatra: 1 },
      bridegroom: { nakshatra: 21, rasi: 10 },
    });
    expect(summary(makaram).slice(6, 8)).toEqual(['rasi_athipathi:athamam', 'vasiyam:mathimam']);
    expect(makaram).toMatchObject({
      mode: 'star_only',
      bridegroom_rasi: 10,
      matched_count: 7,
      unknown_count: 0,
      verdict: 'mathimam',
    });
    const dhanusu = computePorutham({
      bride: { nakshatra: 1 },
      bridegroom: { nakshatra: 21, pada: 1 },
    });
    expect(summary(dhanusu).slice(6, 8)).toEqual(['rasi_athipathi:uthamam', 'vasiyam:athamam']);
    expect(dhanusu).toMatchObject({
      mode: 'star_only',
      bridegroom_rasi: 9,
      matched_count: 7,
      verdict: 'mathimam',
    });
  });

  it('Dinam in the 12th needs the bridegroom pada', () => {
    const report = computePorutham({ bride: { nakshatra: 1 }, bridegroom: { nakshatra: 12 } });
    expect(report.items[0]).toMatchObject({
      key: 'dinam',
      status: 'unknown',
      matched: null,
      reason: { english: 'Depends on the pada, which needs the exact birth time.' },
    });
    const pada2 = computePorutham({
      bride: { nakshatra: 1 },
      bridegroom: { nakshatra: 12, pada: 2 },
    });
    expect(pada2.items[0]).toMatchObject({
      key: 'dinam',
      status: 'matched',
      matched: true,
      grade: 'mathimam',
      reason: { english: "The bridegroom's star is the 12th from the bride's." },
    });
  });

  it('Dinam in the 27th needs both rasis', () => {
    // Mirugaseerisham spans Rishabam (padas 1-2) and Mithunam (3-4); Rohini is Rishabam.
    expect(
      computePorutham({ bride: { nakshatra: 5 }, bridegroom: { nakshatra: 4 } }).items[0]?.status,
    ).toBe('unknown');
    expect(
      computePorutham({ bride: { nakshatra: 5, rasi: 2 }, bridegroom: { nakshatra: 4 } }).items[0]
        ?.grade,
    ).toBe('mathimam');
    expect(
      computePorutham({ bride: { nakshatra: 5, pada: 3 }, bridegroom: { nakshatra: 4 } }).items[0]
        ?.grade,
    ).toBe('athamam');
  });

  it('the vetoes always stand on the stars alone', () => {
    // Rohini and Hastham each lie in one rasi; both are in the neck rajju.
    const report = computePorutham({ bride: { nakshatra: 4 }, bridegroom: { nakshatra: 13 } });
    expect(report).toMatchObject({
      mode: 'star_only',
      unknown_count: 0,
      vetoed: true,
      verdict: 'not_recommended',
    });
  });
});

describe('input checks', () => {
  it.each([
    [{ nakshatra: 0 }],
    [{ nakshatra: 28 }],
    [{ nakshatra: 1, pada: 5 }],
    [{ nakshatra: 1, rasi: 2 }], // Ashwini is not in Rishabam
    [{ nakshatra: 3, pada: 1, rasi: 2 }], // Karthigai 1 is Mesham
  ])('refuses %o', (bride) => {
    expect(() => computePorutham({ bride, bridegroom: { nakshatra: 5 } })).toThrow(RangeError);
  });
});

describe('what the card names', () => {
  it('names both stars and padas and gives every item a reason', () => {
    const same = computePorutham({
      bride: { nakshatra: 13, pada: 1 },
      bridegroom: { nakshatra: 13, pada: 1 },
    });
    expect(same).toMatchObject({
      bride_star: { nakshatra: 13, pada: 1 },
      bridegroom_star: { nakshatra: 13, pada: 1 },
      same_star_and_pada: true,
    });
    expect(
      computePorutham({ bride: { nakshatra: 13, pada: 1 }, bridegroom: { nakshatra: 13, pada: 2 } })
        .same_star_and_pada,
    ).toBe(false);
    expect(
      computePorutham({ bride: { nakshatra: 13 }, bridegroom: { nakshatra: 13 } })
        .same_star_and_pada,
    ).toBe(false);
    // Hastham (Kanni) to Thiruvonam (Magaram): the reasons read the tables.
    const report = computePorutham({
      bride: { nakshatra: 13, pada: 1 },
      bridegroom: { nakshatra: 22, pada: 2 },
    });
    const reasons = Object.fromEntries(report.items.map((i) => [i.key, i.reason.english]));
    expect(reasons).toEqual({
      dinam: "The bridegroom's star is the 10th from the bride's.",
      ganam: 'The bride is of deva ganam, the bridegroom of deva ganam.',
      mahendram: 'Counted 10: mahendram asks for 4, 7, 10, 13, 16, 19, 22 or 25.',
      stree_deergham: 'Counted 10: 14 or more is good, 8 to 13 medium, fewer poor.',
      yoni: 'Yoni: the bride buffalo, the bridegroom monkey.',
      rasi: "The bridegroom's rasi, Magaram, is the 5th from the bride's, Kanni.",
      rasi_athipathi: 'Rasi lords Mercury and Saturn: friendly one way, neutral the other.',
      vasiyam: 'Neither Kanni nor Magaram is vasiyam to the other.',
      rajju: 'Rajju: the bride kandam (neck), the bridegroom kandam (neck) – the same rajju.',
      vedhai: 'Hastham and Thiruvonam are not a vedhai pair.',
    });
    expect(
      report.items.every((i) => i.reason.tamil.length > 0 && !/[A-Za-z]/.test(i.reason.tamil)),
    ).toBe(true);
  });
});
