import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chart, Language, Place } from '@portal/contracts';
import {
  recordingFetch,
  renderWithProviders,
  type SentCall,
} from '../../../test/render-with-providers';
import { starToolDictionaries } from '../../../locales/star-tool-dictionaries';
import { StarSection } from '../components/star-section';
import { panchangamFixture } from '../../../test/panchangam-fixture';

afterEach(() => vi.unstubAllGlobals());

const madurai: Place = {
  name: 'Madurai',
  name_tamil: 'மதுரை',
  display_name: 'Madurai, Tamil Nadu, India',
  display_name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
  latitude: 9.919,
  longitude: 78.119,
  time_zone: 'Asia/Kolkata',
};
const madhubani: Place = {
  name: 'Madhubani',
  name_tamil: null,
  display_name: 'Madhubani, Bihar, India',
  display_name_tamil: null,
  latitude: 26.35,
  longitude: 86.07,
  time_zone: 'Asia/Kolkata',
};

const placement = (rasi: number, nakshatra: number, pada: number) => ({
  longitude: (rasi - 1) * 30 + 10,
  rasi,
  degree_in_rasi: 10,
  nakshatra,
  pada,
  navamsa: 1,
  star_lord: 'moon' as const,
});
function chart(exact: boolean): Chart {
  return {
    ayanamsa: 23.7,
    node: 'mean',
    lagna: exact ? placement(10, 22, 1) : null,
    planets: [],
    // Rohini pada 2 in Rishabam; a period birth passes from Rohini into Mirugaseeridam.
    moon: {
      rasi: 2,
      nakshatra: 4,
      pada: 2,
      nakshatra_range: exact ? [4] : [4, 5],
      rasi_range: [2],
    },
    dasa: {
      birth_lord: 'moon',
      balance_years: 5,
      balance: { years: 5, months: 0, days: 0 },
      dasa_year_days: 365.25,
      maha_dasas: [],
    },
    warnings: exact ? [] : [{ code: 'moon_star_changes_in_period', nakshatras: [4, 5] }],
    place: { name: null, latitude: 9.919, longitude: 78.119, time_zone: 'Asia/Kolkata' },
    birth: {
      utc: '1990-01-15T01:00:00Z',
      utc_offset: '+05:30',
      time_known: exact,
      utc_offset_from: 'zone',
    },
    panchangam: panchangamFixture({
      nakshatra: { number: 4, english: 'Rohini', tamil: 'ரோகிணி' },
      ...(exact ? {} : { nazhigai: null }),
    }),
    sevvai: null,
    transits: {
      at: '2026-11-23T04:00:00.000Z',
      bodies: [],
      ezharai_sani: null,
      ashtama_sani: false,
      ardhashtama_sani: false,
    },
  };
}

function serve(answerChart: (call: SentCall) => { status?: number; body: unknown }) {
  const server = recordingFetch({
    '/api/places': () => ({ body: { success: true, places: [madurai, madhubani] } }),
    '/api/astrology/chart': answerChart,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

async function openTool(language: Language, onBook = vi.fn()) {
  await renderWithProviders(<StarSection language={language} onBook={onBook} />, {
    language,
    dictionaries: [starToolDictionaries],
  });
  fireEvent.click(
    screen.getByRole('button', {
      name: language === 'tamil' ? 'நட்சத்திரத்தை அறியுங்கள்' : 'Find your star',
    }),
  );
  // The form is a chunk of its own: its first import can be slow on a busy machine.
  return screen.findByRole('combobox', {}, { timeout: 5000 });
}

/** Types into the place field and chooses the first suggestion with the keyboard. */
async function choosePlace(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
  expect(field.getAttribute('aria-expanded')).toBe('true');
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field.getAttribute('aria-activedescendant')).toBe(
    within(list).getAllByRole('option')[0]?.id,
  );
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the find-your-star tool', () => {
  it('suggests places, sends the chosen one’s coordinates, shows star and lagna', async () => {
    const server = serve(() => ({ body: { success: true, chart: chart(true) } }));
    const onBook = vi.fn();
    const place = await openTool('english', onBook);
    fireEvent.change(place, { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-01-15' } });
    fireEvent.change(screen.getByLabelText(/^Exact time/, { selector: 'input[type="time"]' }), {
      target: { value: '06:30' },
    });
    await choosePlace(place, 'Madu');
    expect((place as HTMLInputElement).value).toBe('Madurai, Tamil Nadu, India');
    expect(screen.queryByRole('listbox')).toBeNull();
    // One letter asks nothing; the search waits for the second.
    expect(server.calls.filter((call) => call.path === '/api/places')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Find my star' }));
    const heading = await screen.findByRole('heading', { name: 'Your star, rasi and lagna' });
    expect(server.calls.find((call) => call.path === '/api/astrology/chart')?.body).toEqual({
      date_of_birth: '1990-01-15',
      birth_time_type: 'exact',
      birth_time: '06:30',
      latitude: 9.919,
      longitude: 78.119,
      time_zone: 'Asia/Kolkata',
    });
    // The result takes focus in an effect, which can run a moment after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('star-natchathiram').textContent).toBe('Rohini, pada 2');
    expect(screen.getByTestId('star-rasi').textContent).toBe('Rishabam (Taurus)');
    expect(screen.getByTestId('star-lagna').textContent).toBe('Magaram (Capricorn)');
    fireEvent.click(screen.getByRole('button', { name: 'Book a Jathagam reading' }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('shows the result in Tamil, with the Tamil place name', async () => {
    serve(() => ({ body: { success: true, chart: chart(true) } }));
    const place = await openTool('tamil');
    fireEvent.change(screen.getByLabelText(/பிறந்த தேதி/), { target: { value: '1990-01-15' } });
    fireEvent.change(screen.getByLabelText(/^சரியான நேரம்/, { selector: 'input[type="time"]' }), {
      target: { value: '06:30' },
    });
    await choosePlace(place, 'மது');
    expect((place as HTMLInputElement).value).toBe('மதுரை, தமிழ்நாடு, இந்தியா');
    fireEvent.click(screen.getByRole('button', { name: 'என் நட்சத்திரத்தைக் கண்டறி' }));
    await screen.findByRole('heading', { name: 'உங்கள் நட்சத்திரம், ராசி, லக்னம்' });
    expect(screen.getByTestId('star-natchathiram').textContent).toBe('ரோகிணி, 2ஆம் பாதம்');
    expect(screen.getByTestId('star-rasi').textContent).toBe('ரிஷபம்');
    expect(screen.getByTestId('star-lagna').textContent).toBe('மகரம்');
    // The panchangam of the birth, in Tamil, sunrise on the birth place's clock.
    const panchangam = screen.getByRole('region', { name: 'பிறந்த நேரப் பஞ்சாங்கம்' });
    expect(within(panchangam).getByText('கரணம்').nextElementSibling?.textContent).toBe('தைதுலம்');
    expect(within(panchangam).getByText('சூரிய உதயம்').nextElementSibling?.textContent).toBe(
      '06:13',
    );
    expect(screen.getByRole('button', { name: 'ஜாதகம் பார்க்க முன்பதிவு செய்யுங்கள்' })).toBeTruthy();
  });

  it('a period of the day gives no lagna and the Moon’s star range', async () => {
    const server = serve(() => ({ body: { success: true, chart: chart(false) } }));
    const place = await openTool('english');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-01-15' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Time period' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Time period' }), {
      target: { value: 'morning' },
    });
    await choosePlace(place, 'Madu');
    fireEvent.click(screen.getByRole('button', { name: 'Find my star' }));
    await screen.findByRole('heading', { name: 'Your star, rasi and lagna' });
    expect(server.calls.find((call) => call.path === '/api/astrology/chart')?.body).toMatchObject({
      birth_time_type: 'period',
      birth_time_period: 'morning',
    });
    expect(screen.getByTestId('star-lagna').textContent).toBe('Needs the exact time of birth');
    expect(screen.getByTestId('star-natchathiram').textContent).toContain(
      'During this period the Moon passes through Rohini → Mirugaseeridam.',
    );
  });

  it('shows a server field error beside its field, and a 429 as one message', async () => {
    let status = 400;
    serve(() =>
      status === 400
        ? {
            status,
            body: {
              success: false,
              error: 'Check the form.',
              code: 'VALIDATION_FAILED',
              fields: { date_of_birth: 'Give a date from 1900 to 2050.' },
            },
          }
        : { status, body: { success: false, error: 'Slow down.', code: 'RATE_LIMITED' } },
    );
    await openTool('english');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-01-15' } });
    fireEvent.change(screen.getByLabelText(/^Exact time/, { selector: 'input[type="time"]' }), {
      target: { value: '06:30' },
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Madurai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my star' }));
    await waitFor(() =>
      expect(document.getElementById('star-date-error')?.textContent).toBe(
        'Give a date from 1900 to 2050.',
      ),
    );
    expect(screen.getByLabelText(/Date of birth/).getAttribute('aria-invalid')).toBe('true');

    status = 429;
    fireEvent.click(screen.getByRole('button', { name: 'Find my star' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests just now. Please try again in a few minutes.',
      ),
    );
  });
});
