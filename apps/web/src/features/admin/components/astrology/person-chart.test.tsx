import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jathagamCharts } from '../../testing/astrology-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { PersonChart } from './person-chart';

const now = new Date('2026-11-23T04:00:00Z');

describe("a person's planet and dasa tables", () => {
  it('gives each graha and the lagna its rasi, degree, star, house and navamsam', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="english"
        now={now}
      />,
    );
    const table = screen.getByRole('table', { name: 'Planets' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/^Lagna$/)).toEqual([
      'Kanni',
      '15° 30′',
      'Hastham pada 2',
      'Moon',
      '1',
      'Rishabam',
    ]);
    expect(cells(/^Moon/)).toEqual(['Kanni', '13° 00′', 'Hastham pada 1', 'Moon', '1', 'Mesham']);
    expect(cells(/^Mercury/)).toEqual([
      'Meenam',
      '0° 24′',
      'Poorattathi pada 4',
      'Jupiter',
      '7',
      'Kadagam',
    ]);
    expect(within(table).getByRole('rowheader', { name: /^Mercury/ }).textContent).toBe(
      'MercuryRetrograde',
    );
    expect(within(table).getByRole('rowheader', { name: /^Sun/ }).textContent).toBe('Sun');
    expect(within(table).getByRole('rowheader', { name: /^Moon/ }).textContent).toBe(
      'MoonTheir rasi and star',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('region', { name: 'Planets, Kavitha' }).tabIndex).toBe(0);
    // The person's rasi and natchathiram, above the squares.
    expect(screen.getAllByText('Natchathiram')[0]!.nextElementSibling?.textContent).toBe(
      'Hastham pada 1',
    );
  });

  it('gives the balance at birth and each dasa with its dates, the running one open', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="english"
        now={now}
      />,
    );
    expect(
      screen.getByText('Dasa balance at birth: Moon dasa, 7 years 9 months 0 days'),
    ).toBeTruthy();
    // Rows are read with selectors: role queries over ~100 rows are slow.
    const dasas = screen.getByRole('table', { name: 'Dasas' });
    const rows = Array.from(dasas.querySelectorAll('tbody tr'));
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      'Moon',
      'Mars',
      'Rahu',
      'JupiterRunning now',
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
    ]);
    // Jupiter runs from birth + 32.75 Julian years (3 August 2018) to + 48.75 (3 August 2034).
    expect(Array.from(rows[3]!.querySelectorAll('td'), (cell) => cell.textContent)).toEqual([
      '3 Aug 2018',
      '3 Aug 2034',
    ]);
    expect(rows[3]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.querySelector('td')!.textContent).toBe('2 Nov 1985');
    const open = Array.from(document.querySelectorAll('details[open] > summary')).map(
      (summary) => summary.textContent,
    );
    expect(open).toEqual(['Bhuktis of the Jupiter dasa']);
    // Ten dasas, and under the open Jupiter dasa its nine bhuktis' antarams, each closed until asked for.
    expect(document.querySelectorAll('details')).toHaveLength(19);
    const antarams = Array.from(document.querySelectorAll('details')).find(
      (details) =>
        details.querySelector('summary')!.textContent ===
        'Antarams of Jupiter dasa, Jupiter bhukti',
    )!;
    fireEvent.click(antarams.querySelector('summary')!);
    antarams.open = true;
    fireEvent(antarams, new Event('toggle'));
    // Jupiter-Jupiter-Jupiter: 16 × 16 × 16 ÷ 14,400 = 0.2844 years (103.9 days) from 3 August
    // 2018; then Saturn's 0.3378 years.
    const table = await screen.findByRole('table', {
      name: 'Antarams of Jupiter dasa, Jupiter bhukti',
    });
    const antaramRows = Array.from(table.querySelectorAll('tbody tr'), (row) => [
      row.querySelector('th')!.textContent,
      ...Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
    ]);
    expect(antaramRows.slice(0, 2)).toEqual([
      ['Jupiter', '3 Aug 2018', '15 Nov 2018'],
      ['Saturn', '15 Nov 2018', '18 Mar 2019'],
    ]);
    expect(antaramRows).toHaveLength(9);
  });

  it('shows the warnings with their names filled in', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="english"
        now={now}
      />,
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Check by hand');
    expect(note.textContent).toContain(
      'The lagna is 42′ from the edge of Kanni: a few minutes’ difference in the birth time would make it Thulam.',
    );
  });

  it('warns of a clock time lived twice, with both readings, in English and Tamil', async () => {
    const person = jathagamCharts().person;
    const warning = {
      code: 'clock_time_repeated' as const,
      time: '01:30',
      readings: [
        { utc: '2021-11-07T05:30:00.000Z', utc_offset: '-04:00' },
        { utc: '2021-11-07T06:30:00.000Z', utc_offset: '-05:00' },
      ],
      minutes: 60,
    };
    const twice = { ...person, chart: { ...person.chart!, warnings: [warning] } };
    const { unmount } = await renderInConsole(
      <PersonChart appointmentId={41} person={twice} language="english" now={now} />,
    );
    expect(screen.getByRole('note').textContent).toContain(
      '01:30 came twice, at UTC-04:00 and again at UTC-05:00, 60 minutes later. The chart is cast for the first',
    );
    unmount();
    await renderInConsole(
      <PersonChart appointmentId={41} person={twice} language="tamil" now={now} />,
      'tamil',
    );
    expect(screen.getByRole('note').textContent).toContain(
      '01:30 இரண்டு முறை வந்தது, UTC-04:00 நேரத்திலும் 60 நிமிடம் கழித்து UTC-05:00 நேரத்திலும்',
    );
  });

  it('says why there is no chart when none could be cast', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts(null).person}
        role="bride"
        language="english"
        now={now}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bride: Kavitha' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'No chart could be cast: the birth place is not among the places the portal knows.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives the panchangam at birth on the place’s clock', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="english"
        now={now}
      />,
    );
    const panchangam = screen.getByRole('region', { name: 'Panchangam at birth, Kavitha' });
    const facts = Object.fromEntries(
      within(panchangam)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Tamil date': 'Aippasi 17, Krodhana year',
      'Day (from sunrise)': 'Saturday (Sani)',
      Thithi: 'Krishna paksham (waning) Panchami',
      Natchathiram: 'Hastham',
      Yogam: 'Vyatheepatham',
      Karanam: 'Thaithilam',
      Sunrise: '06:13',
      Sunset: '17:57',
      'Nazhigai from sunrise': '20 nazhigai 40 vinazhigai',
    });
  });

  it('reads sevvai dosham, the transits and the Saturn period; draws the bhava chart', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="english"
        now={now}
      />,
    );
    expect(
      screen.getByText(
        /Mars is in the 8th from the lagna and the 8th from the Moon, but it is cancelled/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Saturn (R) in Meenam, the 7th from the Moon')).toBeTruthy();
    expect(screen.getByText('No ezharai or ashtama sani now')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Bhava chart, Kavitha/ })).toBeTruthy();
  });

  it('gives the panchangam in Tamil on the Tamil console', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="tamil"
        now={now}
      />,
      'tamil',
    );
    const panchangam = screen.getByRole('region', { name: 'பிறந்த நேரப் பஞ்சாங்கம், Kavitha' });
    expect(within(panchangam).getByText('தமிழ் தேதி').nextElementSibling?.textContent).toBe(
      'குரோதன ஆண்டு ஐப்பசி 17',
    );
    expect(within(panchangam).getByText('திதி').nextElementSibling?.textContent).toBe(
      'தேய்பிறை பஞ்சமி',
    );
    expect(within(panchangam).getByText('உதயாதி நாழிகை').nextElementSibling?.textContent).toBe(
      '20 நாழிகை 40 விநாழிகை',
    );
  });

  it('reads in Tamil on the Tamil console', async () => {
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        language="tamil"
        now={now}
      />,
      'tamil',
    );
    const table = screen.getByRole('table', { name: 'கிரக நிலை' });
    expect(
      within(
        within(table)
          .getByRole('rowheader', { name: /^சந்திரன்/ })
          .closest('tr')!,
      ).getAllByRole('cell')[2]!.textContent,
    ).toBe('அஸ்தம் பாதம் 1');
    expect(screen.getByText('ஜனன கால தசை இருப்பு: சந்திரன் தசை, 7 வருடம் 9 மாதம் 0 நாள்')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'லக்னம் கன்னி ராசியின் எல்லையிலிருந்து 42′ தொலைவில் உள்ளது',
    );
  });
  it("downloads the person's printed Jathagam in the console's language", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(input);
        return new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    await renderInConsole(
      <PersonChart
        appointmentId={41}
        person={jathagamCharts().person}
        role="bridegroom"
        language="tamil"
        now={now}
      />,
      'tamil',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ஜாதகத் தாள் (PDF)' }));
    await waitFor(() =>
      expect(calls).toEqual([
        '/api/admin/appointments/41/jathagam.pdf?person=bridegroom&language=tamil',
      ]),
    );
    vi.unstubAllGlobals();
  });
});
