import { describe, expect, it } from 'vitest';
import { saturnPeriodSentence, sevvaiSentence, transitLines } from './jathagam-readings';
import type { Sevvai, Transits } from './astrology';

const cancelled: Sevvai = {
  has_dosham: false,
  from_which_reference: [],
  exceptions_applied: ['own_or_exalted_sign'],
  also_from_venus: false,
  references: [
    {
      reference: 'lagna',
      house: 8,
      afflicted: true,
      exceptions_applied: ['own_or_exalted_sign'],
      dosham: false,
    },
    {
      reference: 'moon',
      house: 8,
      afflicted: true,
      exceptions_applied: ['own_or_exalted_sign'],
      dosham: false,
    },
    { reference: 'venus', house: 3, afflicted: false, exceptions_applied: [], dosham: false },
  ],
};
const standing: Sevvai = {
  has_dosham: true,
  from_which_reference: ['lagna'],
  exceptions_applied: [],
  also_from_venus: false,
  references: [
    { reference: 'lagna', house: 2, afflicted: true, exceptions_applied: [], dosham: true },
    { reference: 'moon', house: 5, afflicted: false, exceptions_applied: [], dosham: false },
  ],
};
const transits: Transits = {
  at: '2026-11-23T04:00:00.000Z',
  bodies: [
    { key: 'saturn', rasi: 12, house_from_moon: 1, retrograde: true },
    { key: 'rahu', rasi: 11, house_from_moon: 12, retrograde: true },
  ],
  ezharai_sani: 2,
  ashtama_sani: false,
  ardhashtama_sani: false,
};

describe('the Jathagam’s readings in words', () => {
  it('says the house sevvai dosham is counted from and the exception that cancelled it', () => {
    expect(sevvaiSentence(cancelled, 'english')).toBe(
      'Sevvai dosham: no. Mars is in the 8th from the lagna and the 8th from the Moon, but ' +
        'it is cancelled: Mars is in its own sign or exalted (Mesham, Viruchigam, Magaram).',
    );
    expect(sevvaiSentence(cancelled, 'tamil')).toBe(
      'செவ்வாய் தோஷம் இல்லை: செவ்வாய் லக்னத்திலிருந்து 8ஆம் வீட்டில், சந்திரனிலிருந்து 8ஆம் ' +
        'வீட்டில், ஆனால் நீங்கியது: செவ்வாய் ஆட்சி அல்லது உச்சம் (மேஷம், விருச்சிகம், மகரம்).',
    );
    expect(sevvaiSentence(standing, 'english')).toBe(
      'Sevvai dosham: yes. Mars is in the 2nd from the lagna.',
    );
    expect(sevvaiSentence(standing, 'tamil')).toBe(
      'செவ்வாய் தோஷம் உண்டு: செவ்வாய் லக்னத்திலிருந்து 2ஆம் வீட்டில்.',
    );
  });

  it('gives the transits from the Moon and the Saturn period', () => {
    expect(transitLines(transits, 'english')).toEqual([
      'Saturn (R) in Meenam, the 1st from the Moon',
      'Rahu in Kumbam, the 12th from the Moon',
    ]);
    expect(transitLines(transits, 'tamil')[0]).toBe('சனி (வ): மீனம், சந்திரனிலிருந்து 1ஆம் வீடு');
    expect(saturnPeriodSentence(transits, 'english')).toBe(
      'Ezharai sani, janma sani (Saturn over the Moon’s rasi)',
    );
    expect(saturnPeriodSentence({ ...transits, ezharai_sani: null }, 'tamil')).toBe(
      'ஏழரை, அஷ்டமச் சனி இப்போது இல்லை',
    );
  });
});
