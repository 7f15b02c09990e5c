import type { Panchangam } from '@portal/contracts';

/**
 * A hand-written panchangam for screen tests (every value written out, none computed by the server's
 * code): Saturday 2 November 1985, 14:30 at Coimbatore, Aippasi 17 of Krodhana, Krishna paksham
 * Panchami, Hastham, Vyatheepatham, Thaithilam; sunrise 06:13:58, sunset 17:57:25; 20 nazhigai
 * 40 vinazhigai from sunrise.
 */
export function panchangamFixture(overrides: Partial<Panchangam> = {}): Panchangam {
  return {
    thithi: {
      number: 20,
      english: 'Panchami',
      tamil: 'பஞ்சமி',
      paksham: 'krishna',
      paksham_english: 'Krishna paksham (waning)',
      paksham_tamil: 'தேய்பிறை',
    },
    nakshatra: { number: 13, english: 'Hastham', tamil: 'அஸ்தம்' },
    yogam: { number: 17, english: 'Vyatheepatham', tamil: 'வியதீபாதம்' },
    karanam: { number: 39, english: 'Thaithilam', tamil: 'தைதுலம்' },
    weekday: { number: 6, english: 'Saturday (Sani)', tamil: 'சனி' },
    sunrise: '1985-11-02T00:43:58.000Z',
    sunset: '1985-11-02T12:27:25.000Z',
    sun_edge: 'upper_limb_refracted',
    tamil_month: { number: 7, english: 'Aippasi', tamil: 'ஐப்பசி' },
    tamil_date: 17,
    tamil_year: { number: 59, english: 'Krodhana', tamil: 'குரோதன' },
    nazhigai: { nazhigai: 20, vinazhigai: 40 },
    ...overrides,
  };
}
