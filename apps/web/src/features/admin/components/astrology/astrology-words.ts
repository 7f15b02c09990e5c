import {
  chartWarningTexts,
  clockWarningValues,
  zoneWarningValues,
  grahaNames,
  nakshatraName,
  rasiName,
  type Chart,
  type GrahaKey,
  type Language,
} from '@portal/contracts';

/** Names from the contracts' bilingual lists, in the console's language. */
export const rasiIn = (rasi: number, language: Language) =>
  language === 'tamil' ? rasiName(rasi).tamil : rasiName(rasi).english;
export const nakshatraIn = (nakshatra: number, language: Language) =>
  language === 'tamil' ? nakshatraName(nakshatra).tamil : nakshatraName(nakshatra).english;
export const grahaIn = (key: GrahaKey, language: Language) =>
  grahaNames[key][language === 'tamil' ? 'tamil' : 'english'];

/** Degrees within a rasi as almanacs print them, whole minutes cut (never rounded up into the next sign): 12° 07′. */
export function degreeText(degrees: number): string {
  const minutes = Math.floor(degrees * 60 + 1e-7);
  return `${Math.floor(minutes / 60)}° ${String(minutes % 60).padStart(2, '0')}′`;
}

type Warning = Chart['warnings'][number];

/** A chart warning's text (contracts' chartWarningTexts) with its names filled in. */
export function warningText(warning: Warning, language: Language): string {
  const template: string =
    chartWarningTexts[warning.code][language === 'tamil' ? 'tamil' : 'english'];
  const values: Record<string, string> = {};
  switch (warning.code) {
    case 'moon_near_star_boundary':
      Object.assign(values, {
        arcminutes: arcminutesText(warning.arcminutes),
        nakshatra: nakshatraIn(warning.nakshatra, language),
        neighbour: nakshatraIn(warning.neighbour, language),
      });
      break;
    case 'lagna_near_rasi_boundary':
      Object.assign(values, {
        arcminutes: arcminutesText(warning.arcminutes),
        rasi: rasiIn(warning.rasi, language),
        neighbour: rasiIn(warning.neighbour, language),
      });
      break;
    case 'moon_star_changes_in_period':
      values.nakshatras = warning.nakshatras.map((star) => nakshatraIn(star, language)).join(' → ');
      break;
    case 'moon_rasi_changes_in_period':
      values.rasis = warning.rasis.map((rasi) => rasiIn(rasi, language)).join(' → ');
      break;
    case 'clock_time_repeated':
    case 'clock_time_skipped':
      Object.assign(values, clockWarningValues(warning));
      break;
    case 'zone_doubtful':
      Object.assign(values, zoneWarningValues(warning));
      break;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const arcminutesText = (arcminutes: number) => String(Math.round(arcminutes * 10) / 10);

/** Whether a period (ISO start, end) holds the moment. */
export const isRunning = (period: { start: string; end: string }, now: Date) =>
  new Date(period.start) <= now && now < new Date(period.end);
