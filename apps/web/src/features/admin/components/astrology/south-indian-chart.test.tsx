import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brideChart, jathagamCharts } from '../../testing/astrology-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { PersonChart } from './person-chart';

/**
 * The South Indian square, written out: row and column of the 4×4 grid for each rasi. Top row
 * left to right Meenam, Mesham, Rishabam, Mithunam; right side down Kadagam, Simmam; bottom row
 * right to left Kanni, Thulam, Viruchigam, Dhanusu (so Kanni bottom right, Dhanusu bottom left);
 * left side up Magaram, Kumbam. The centre four squares are empty.
 */
const expectedSquares: Record<string, [number, number]> = {
  Meenam: [0, 0],
  Mesham: [0, 1],
  Rishabam: [0, 2],
  Mithunam: [0, 3],
  Kumbam: [1, 0],
  Kadagam: [1, 3],
  Magaram: [2, 0],
  Simmam: [2, 3],
  Dhanusu: [3, 0],
  Viruchigam: [3, 1],
  Thulam: [3, 2],
  Kanni: [3, 3],
};

const charts = () => screen.getAllByRole('img') as unknown as SVGSVGElement[];

/** The square (an SVG group) at a row and column, found by its rectangle's position in the 400 × 400 picture. */
function squareAt(chart: SVGSVGElement, row: number, column: number): Element {
  const rect = Array.from(chart.querySelectorAll('g > rect')).find(
    (box) =>
      box.getAttribute('x') === String(column * 100) && box.getAttribute('y') === String(row * 100),
  );
  if (!rect) throw new Error(`no square at ${row}, ${column}`);
  return rect.parentElement!;
}

const bodiesIn = (square: Element) =>
  Array.from(square.querySelectorAll('text[data-body]')).map((text) => text.textContent);

describe('the South Indian square chart', () => {
  it('puts the twelve rasis in their fixed squares, the centre empty', async () => {
    await renderInConsole(
      <PersonChart appointmentId={41} person={jathagamCharts().person} language="english" />,
    );
    const [rasi] = charts();
    for (const [name, [row, column]] of Object.entries(expectedSquares)) {
      expect(
        squareAt(rasi!, row, column).querySelector('.south-chart__rasi-name')?.textContent,
        name,
      ).toBe(name);
    }
    for (const [row, column] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ] as const)
      expect(() => squareAt(rasi!, row, column)).toThrow();
    expect(rasi!.querySelectorAll('g > rect')).toHaveLength(12);
  });

  it('lists each graha in its rasi and marks the lagna with ல/La and a corner stroke', async () => {
    await renderInConsole(
      <PersonChart appointmentId={41} person={jathagamCharts().person} language="english" />,
    );
    const [rasi, navamsam] = charts();
    expect(bodiesIn(squareAt(rasi!, 0, 0))).toEqual(['Su', 'Me(R)']); // Meenam
    expect(bodiesIn(squareAt(rasi!, 0, 1))).toEqual(['Ma']); // Mesham
    expect(bodiesIn(squareAt(rasi!, 1, 3))).toEqual(['Ju(R)']); // Kadagam
    expect(bodiesIn(squareAt(rasi!, 3, 0))).toEqual(['Sa']); // Dhanusu
    expect(bodiesIn(squareAt(rasi!, 3, 3))).toEqual(['La', 'Mo']); // Kanni: lagna and Moon
    expect(squareAt(rasi!, 3, 3).querySelector('line')).not.toBeNull();
    expect(rasi!.querySelectorAll('line')).toHaveLength(1);
    expect(bodiesIn(squareAt(rasi!, 2, 3))).toEqual([]); // Simmam is empty
    // Navamsam: lagna in Rishabam with Mars; Moon and Rahu in Mesham.
    expect(bodiesIn(squareAt(navamsam!, 0, 2))).toEqual(['La', 'Ma']);
    expect(bodiesIn(squareAt(navamsam!, 0, 1))).toEqual(['Mo', 'Ra(R)']);
  });

  it('is one labelled image each for screen readers, saying the same', async () => {
    await renderInConsole(
      <PersonChart appointmentId={41} person={jathagamCharts().person} language="english" />,
    );
    const rasi = screen.getByRole('img', { name: /^Rasi chart, Kavitha\./ });
    expect(rasi.getAttribute('aria-label')).toContain('Meenam: Sun, Mercury (Retrograde)');
    expect(rasi.getAttribute('aria-label')).toContain('Kanni: Lagna, Moon');
    expect(
      screen.getByRole('img', { name: /^Navamsam, Kavitha\..*Rishabam: Lagna, Mars/ }),
    ).toBeTruthy();
  });

  it('speaks Tamil on the Tamil console: Tamil short names, (வ) for retrograde, ல for the lagna', async () => {
    await renderInConsole(
      <PersonChart appointmentId={41} person={jathagamCharts().person} language="tamil" />,
      'tamil',
    );
    const [rasi] = charts();
    expect(bodiesIn(squareAt(rasi!, 0, 0))).toEqual(['சூ', 'பு(வ)']);
    expect(bodiesIn(squareAt(rasi!, 3, 3))).toEqual(['ல', 'சந்']);
    expect(squareAt(rasi!, 0, 0).querySelector('.south-chart__rasi-name')?.textContent).toBe('மீனம்');
    expect(
      screen.getByRole('img', { name: /^ராசி கட்டம், Kavitha\..*கன்னி: லக்னம், சந்திரன்/ }),
    ).toBeTruthy();
  });

  it('has no lagna for a birth given as a period of the day', async () => {
    const chart = brideChart({
      lagna: null,
      birth: {
        utc: '1985-11-02T09:00:00.000Z',
        utc_offset: '+05:30',
        time_known: false,
        utc_offset_from: 'zone',
      },
    });
    await renderInConsole(
      <PersonChart appointmentId={41} person={jathagamCharts(chart).person} language="english" />,
    );
    const [rasi] = charts();
    expect(rasi!.querySelectorAll('line')).toHaveLength(0);
    expect(bodiesIn(squareAt(rasi!, 3, 3))).toEqual(['Mo']);
    expect(screen.getByText(/there is no lagna and no houses/)).toBeTruthy();
    expect(screen.getAllByText('Natchathiram')[0]!.nextElementSibling?.textContent).toBe('Hastham');
  });
});
