/**
 * The ten poruthams, their grades and the verdict, named in English and Tamil for the server's
 * replies and the web's porutham card (decision record 0029). Imports nothing, so the web can
 * load it without the schema library.
 */

/** The ten poruthams in the order Tamil almanacs list them. */
export const poruthamKeys = [
  'dinam',
  'ganam',
  'mahendram',
  'stree_deergham',
  'yoni',
  'rasi',
  'rasi_athipathi',
  'vasiyam',
  'rajju',
  'vedhai',
] as const;
export type PoruthamKey = (typeof poruthamKeys)[number];

/** Rajju and Vedhai: a mismatch in either makes the verdict "not recommended" whatever the count. */
export const poruthamVetoKeys: readonly PoruthamKey[] = ['rajju', 'vedhai'];

export const poruthamGrades = ['uthamam', 'mathimam', 'athamam'] as const;
export type PoruthamGrade = (typeof poruthamGrades)[number];

/** matched / not matched / unknown (a star-only match whose rasi or pada is not known). */
export const poruthamStatuses = ['matched', 'not_matched', 'unknown'] as const;
export type PoruthamStatus = (typeof poruthamStatuses)[number];

export const poruthamVerdicts = ['uthamam', 'mathimam', 'not_recommended', 'undetermined'] as const;
export type PoruthamVerdict = (typeof poruthamVerdicts)[number];

/** Both have sevvai dosham (it cancels), neither has it, only one has it, or not known. */
export const sevvaiPairStatuses = ['neither', 'both_cancel', 'one_only', 'unknown'] as const;
export type SevvaiPairStatus = (typeof sevvaiPairStatuses)[number];

interface TwoNames {
  english: string;
  tamil: string;
}

export const poruthamNames: Record<PoruthamKey, TwoNames> = {
  dinam: { english: 'Dinam', tamil: 'தினப் பொருத்தம்' },
  ganam: { english: 'Ganam', tamil: 'கணப் பொருத்தம்' },
  mahendram: { english: 'Mahendram', tamil: 'மகேந்திரப் பொருத்தம்' },
  stree_deergham: { english: 'Stree Deergham', tamil: 'ஸ்திரீ தீர்க்கப் பொருத்தம்' },
  yoni: { english: 'Yoni', tamil: 'யோனிப் பொருத்தம்' },
  rasi: { english: 'Rasi', tamil: 'ராசிப் பொருத்தம்' },
  rasi_athipathi: { english: 'Rasi Athipathi', tamil: 'ராசி அதிபதிப் பொருத்தம்' },
  vasiyam: { english: 'Vasiyam', tamil: 'வசியப் பொருத்தம்' },
  rajju: { english: 'Rajju', tamil: 'ரஜ்ஜுப் பொருத்தம்' },
  vedhai: { english: 'Vedhai', tamil: 'வேதைப் பொருத்தம்' },
};

export const poruthamGradeNames: Record<PoruthamGrade, TwoNames> = {
  uthamam: { english: 'Good (uthamam)', tamil: 'உத்தமம்' },
  mathimam: { english: 'Medium (mathimam)', tamil: 'மத்திமம்' },
  athamam: { english: 'Poor (athamam)', tamil: 'அதமம்' },
};

export const poruthamStatusNames: Record<PoruthamStatus, TwoNames> = {
  matched: { english: 'Matched', tamil: 'பொருத்தம் உண்டு' },
  not_matched: { english: 'Not matched', tamil: 'பொருத்தம் இல்லை' },
  unknown: { english: 'Not known without the birth time', tamil: 'பிறந்த நேரம் இன்றி அறிய இயலாது' },
};

export const poruthamVerdictNames: Record<PoruthamVerdict, TwoNames> = {
  uthamam: { english: 'Good match (uthamam)', tamil: 'உத்தமப் பொருத்தம்' },
  mathimam: { english: 'Medium match (mathimam)', tamil: 'மத்திமப் பொருத்தம்' },
  not_recommended: { english: 'Not recommended', tamil: 'பரிந்துரைக்கப்படவில்லை' },
  undetermined: {
    english: 'Cannot be decided without the birth times',
    tamil: 'பிறந்த நேரங்கள் இன்றி முடிவு செய்ய இயலாது',
  },
};

export const sevvaiDoshamName: TwoNames = { english: 'Sevvai (Mars) dosham', tamil: 'செவ்வாய் தோஷம்' };

export const sevvaiPairNames: Record<SevvaiPairStatus, TwoNames> = {
  neither: { english: 'Neither has sevvai dosham', tamil: 'இருவருக்கும் செவ்வாய் தோஷம் இல்லை' },
  both_cancel: {
    english: 'Both have sevvai dosham, so it cancels',
    tamil: 'இருவருக்கும் செவ்வாய் தோஷம் உள்ளதால் சமமாகிறது',
  },
  one_only: {
    english: 'Only one of them has sevvai dosham',
    tamil: 'ஒருவருக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது',
  },
  unknown: {
    english: 'Not known without both birth times',
    tamil: 'இருவரின் பிறந்த நேரம் இன்றி அறிய இயலாது',
  },
};
