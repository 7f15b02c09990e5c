/**
 * The panchangam's names in English (Tamil words in Latin letters, as Tamil almanacs print them in
 * English) and Tamil (decision 0075), shared by the server (the chart reply and the printed Jathagam) and
 * the web. Index 0 of each list is number 1, except the weekdays, where 0 is Sunday.
 */
import type { Panchangam } from './astrology';

export interface PanchangamName {
  english: string;
  tamil: string;
}

/** Thithi 1-15 of each paksham; the 15th is Pournami in the waxing half and Amavasai in the waning half. */
export const thithiNames: readonly PanchangamName[] = [
  { english: 'Prathamai', tamil: 'பிரதமை' },
  { english: 'Dwithiyai', tamil: 'துவிதியை' },
  { english: 'Thrithiyai', tamil: 'திருதியை' },
  { english: 'Chathurthi', tamil: 'சதுர்த்தி' },
  { english: 'Panchami', tamil: 'பஞ்சமி' },
  { english: 'Shashti', tamil: 'சஷ்டி' },
  { english: 'Sapthami', tamil: 'சப்தமி' },
  { english: 'Ashtami', tamil: 'அஷ்டமி' },
  { english: 'Navami', tamil: 'நவமி' },
  { english: 'Dasami', tamil: 'தசமி' },
  { english: 'Ekadasi', tamil: 'ஏகாதசி' },
  { english: 'Dwadasi', tamil: 'துவாதசி' },
  { english: 'Thrayodasi', tamil: 'திரயோதசி' },
  { english: 'Chathurdasi', tamil: 'சதுர்த்தசி' },
  { english: 'Pournami', tamil: 'பௌர்ணமி' },
];
export const amavasaiName: PanchangamName = { english: 'Amavasai', tamil: 'அமாவாசை' };

/** The waxing (shukla) and waning (krishna) halves of the lunar month. */
export const pakshamNames = {
  shukla: { english: 'Shukla paksham (waxing)', tamil: 'வளர்பிறை' },
  krishna: { english: 'Krishna paksham (waning)', tamil: 'தேய்பிறை' },
} as const satisfies Record<string, PanchangamName>;
export type Paksham = keyof typeof pakshamNames;

/** Yogam 1 Vishkambam ... 27 Vaidhruthi (the Sun's and the Moon's longitudes added, 13°20′ each). */
export const yogamNames: readonly PanchangamName[] = [
  { english: 'Vishkambam', tamil: 'விஷ்கம்பம்' },
  { english: 'Preethi', tamil: 'ப்ரீதி' },
  { english: 'Ayushman', tamil: 'ஆயுஷ்மான்' },
  { english: 'Sowbhagyam', tamil: 'சௌபாக்கியம்' },
  { english: 'Sobhanam', tamil: 'சோபனம்' },
  { english: 'Athigandam', tamil: 'அதிகண்டம்' },
  { english: 'Sukarmam', tamil: 'சுகர்மம்' },
  { english: 'Dhruthi', tamil: 'திருதி' },
  { english: 'Soolam', tamil: 'சூலம்' },
  { english: 'Gandam', tamil: 'கண்டம்' },
  { english: 'Vruddhi', tamil: 'விருத்தி' },
  { english: 'Dhruvam', tamil: 'துருவம்' },
  { english: 'Vyaghatham', tamil: 'வியாகாதம்' },
  { english: 'Harshanam', tamil: 'ஹர்ஷணம்' },
  { english: 'Vajram', tamil: 'வஜ்ரம்' },
  { english: 'Siddhi', tamil: 'சித்தி' },
  { english: 'Vyatheepatham', tamil: 'வியதீபாதம்' },
  { english: 'Variyan', tamil: 'வரீயான்' },
  { english: 'Parigham', tamil: 'பரிகம்' },
  { english: 'Sivam', tamil: 'சிவம்' },
  { english: 'Siddham', tamil: 'சித்தம்' },
  { english: 'Sadhyam', tamil: 'சாத்தியம்' },
  { english: 'Subham', tamil: 'சுபம்' },
  { english: 'Sukla', tamil: 'சுக்லம்' },
  { english: 'Brahmam', tamil: 'பிரம்மம்' },
  { english: 'Aindram', tamil: 'ஐந்திரம்' },
  { english: 'Vaidhruthi', tamil: 'வைதிருதி' },
];

/** The seven movable karanams, which repeat eight times from the 2nd to the 57th half-thithi. */
export const movableKaranamNames: readonly PanchangamName[] = [
  { english: 'Bavam', tamil: 'பவம்' },
  { english: 'Balavam', tamil: 'பாலவம்' },
  { english: 'Kaulavam', tamil: 'கௌலவம்' },
  { english: 'Thaithilam', tamil: 'தைதுலம்' },
  { english: 'Garasai', tamil: 'கரசை' },
  { english: 'Vanasai', tamil: 'வணிசை' },
  { english: 'Bhadrai (Vishti)', tamil: 'பத்திரை' },
];
/** The four fixed karanams: the 1st half-thithi of the month and the 58th to the 60th. */
export const fixedKaranamNames = {
  kimstughnam: { english: 'Kimstughnam', tamil: 'கிம்ஸ்துக்கினம்' },
  sakuni: { english: 'Sakuni', tamil: 'சகுனி' },
  chathushpadam: { english: 'Chathushpadam', tamil: 'சதுஷ்பாதம்' },
  nagavam: { english: 'Nagavam', tamil: 'நாகவம்' },
} as const satisfies Record<string, PanchangamName>;

/** Weekday 0 Sunday ... 6 Saturday. */
export const weekdayNames: readonly PanchangamName[] = [
  { english: 'Sunday (Nyayiru)', tamil: 'ஞாயிறு' },
  { english: 'Monday (Thingal)', tamil: 'திங்கள்' },
  { english: 'Tuesday (Sevvai)', tamil: 'செவ்வாய்' },
  { english: 'Wednesday (Budhan)', tamil: 'புதன்' },
  { english: 'Thursday (Vyazhan)', tamil: 'வியாழன்' },
  { english: 'Friday (Velli)', tamil: 'வெள்ளி' },
  { english: 'Saturday (Sani)', tamil: 'சனி' },
];

/** Tamil month 1 Chithirai (the Sun in Mesham) ... 12 Panguni (the Sun in Meenam). */
export const tamilMonthNames: readonly PanchangamName[] = [
  { english: 'Chithirai', tamil: 'சித்திரை' },
  { english: 'Vaikasi', tamil: 'வைகாசி' },
  { english: 'Aani', tamil: 'ஆனி' },
  { english: 'Aadi', tamil: 'ஆடி' },
  { english: 'Aavani', tamil: 'ஆவணி' },
  { english: 'Purattasi', tamil: 'புரட்டாசி' },
  { english: 'Aippasi', tamil: 'ஐப்பசி' },
  { english: 'Karthigai', tamil: 'கார்த்திகை' },
  { english: 'Margazhi', tamil: 'மார்கழி' },
  { english: 'Thai', tamil: 'தை' },
  { english: 'Maasi', tamil: 'மாசி' },
  { english: 'Panguni', tamil: 'பங்குனி' },
];

/** The sixty-year cycle, 1 Prabhava (1987-88, 1927-28, ...) ... 60 Akshaya. */
export const tamilYearNames: readonly PanchangamName[] = [
  ['Prabhava', 'பிரபவ'],
  ['Vibhava', 'விபவ'],
  ['Sukla', 'சுக்ல'],
  ['Pramodhootha', 'பிரமோதூத'],
  ['Prajothpathi', 'பிரஜோற்பத்தி'],
  ['Aangirasa', 'ஆங்கீரச'],
  ['Srimukha', 'ஸ்ரீமுக'],
  ['Bhava', 'பவ'],
  ['Yuva', 'யுவ'],
  ['Dhathu', 'தாது'],
  ['Eswara', 'ஈஸ்வர'],
  ['Vehudhanya', 'வெகுதானிய'],
  ['Pramadhi', 'பிரமாதி'],
  ['Vikrama', 'விக்கிரம'],
  ['Vishu', 'விஷு'],
  ['Chitrabhanu', 'சித்திரபானு'],
  ['Subhanu', 'சுபானு'],
  ['Dharana', 'தாரண'],
  ['Parthiba', 'பார்த்திப'],
  ['Viya', 'விய'],
  ['Sarvajith', 'சர்வசித்து'],
  ['Sarvadhari', 'சர்வதாரி'],
  ['Virodhi', 'விரோதி'],
  ['Vikruthi', 'விக்ருதி'],
  ['Kara', 'கர'],
  ['Nandhana', 'நந்தன'],
  ['Vijaya', 'விஜய'],
  ['Jaya', 'ஜய'],
  ['Manmatha', 'மன்மத'],
  ['Dhunmukhi', 'துன்முகி'],
  ['Hevilambi', 'ஹேவிளம்பி'],
  ['Vilambi', 'விளம்பி'],
  ['Vikari', 'விகாரி'],
  ['Sarvari', 'சார்வரி'],
  ['Plava', 'பிலவ'],
  ['Subakiruthu', 'சுபகிருது'],
  ['Sobakiruthu', 'சோபகிருது'],
  ['Krodhi', 'குரோதி'],
  ['Visuvavasu', 'விசுவாவசு'],
  ['Parabhava', 'பராபவ'],
  ['Plavanga', 'பிலவங்க'],
  ['Keelaka', 'கீலக'],
  ['Saumya', 'சௌமிய'],
  ['Sadharana', 'சாதாரண'],
  ['Virodhikiruthu', 'விரோதகிருது'],
  ['Paridhabi', 'பரிதாபி'],
  ['Pramadhisa', 'பிரமாதீச'],
  ['Aanandha', 'ஆனந்த'],
  ['Rakshasa', 'ராட்சச'],
  ['Nala', 'நள'],
  ['Pingala', 'பிங்கள'],
  ['Kalayukthi', 'காளயுக்தி'],
  ['Siddharthi', 'சித்தார்த்தி'],
  ['Raudhri', 'ரௌத்திரி'],
  ['Dhunmathi', 'துன்மதி'],
  ['Dhundubhi', 'துந்துபி'],
  ['Rudhirodhgari', 'ருத்ரோத்காரி'],
  ['Rakthakshi', 'ரக்தாட்சி'],
  ['Krodhana', 'குரோதன'],
  ['Akshaya', 'அட்சய'],
].map(([english, tamil]) => ({ english: english!, tamil: tamil! }));

/** The panchangam's labels on screens and the printed sheet. */
export const panchangamLabels = {
  panchangam: { english: 'Panchangam at birth', tamil: 'பிறந்த நேரப் பஞ்சாங்கம்' },
  prasanamPanchangam: { english: 'Panchangam of the question', tamil: 'கேள்வி நேரப் பஞ்சாங்கம்' },
  thithi: { english: 'Thithi', tamil: 'திதி' },
  nakshatra: { english: 'Natchathiram', tamil: 'நட்சத்திரம்' },
  yogam: { english: 'Yogam', tamil: 'யோகம்' },
  karanam: { english: 'Karanam', tamil: 'கரணம்' },
  weekday: { english: 'Day (from sunrise)', tamil: 'கிழமை (உதயம் முதல்)' },
  sunrise: { english: 'Sunrise', tamil: 'சூரிய உதயம்' },
  sunset: { english: 'Sunset', tamil: 'சூரிய அஸ்தமனம்' },
  tamilDate: { english: 'Tamil date', tamil: 'தமிழ் தேதி' },
  tamilYear: { english: 'Tamil year', tamil: 'தமிழ் ஆண்டு' },
  nazhigai: { english: 'Nazhigai from sunrise', tamil: 'உதயாதி நாழிகை' },
  nazhigaiValue: {
    english: '{nazhigai} nazhigai {vinazhigai} vinazhigai',
    tamil: '{nazhigai} நாழிகை {vinazhigai} விநாழிகை',
  },
  sunConvention: {
    english: 'Sunrise and sunset: the upper edge of the Sun on the horizon, with refraction.',
    tamil: 'சூரிய உதயம், அஸ்தமனம்: சூரியனின் மேல் விளிம்பு அடிவானத்தில் (ஒளிவிலகலுடன்).',
  },
  noSunrise: {
    english: 'The Sun does not rise or set that day here',
    tamil: 'அன்று இங்கு சூரியன் உதிப்பதோ மறைவதோ இல்லை',
  },
} as const satisfies Record<string, PanchangamName>;

type PanchangamLabel = keyof typeof panchangamLabels;

/** A time of day on a zone's clock, 24-hour as almanacs print it. */
export function clockAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * The panchangam as label/value rows in one language, for the screens and the printed Jathagam alike:
 * the Tamil date and year, the day from sunrise, thithi with its paksham, natchathiram, yogam, karanam,
 * sunrise and sunset on the place's clock (`timeZone`), and the nazhigai of birth when it is known.
 */
export function panchangamRows(
  panchangam: Panchangam,
  language: 'english' | 'tamil',
  timeZone: string,
): Array<[string, string]> {
  const say = (name: PanchangamName) => name[language];
  const label = (key: PanchangamLabel) => say(panchangamLabels[key]);
  const { thithi, nazhigai } = panchangam;
  const tamilDate =
    language === 'tamil'
      ? `${panchangam.tamil_year.tamil} ஆண்டு ${panchangam.tamil_month.tamil} ${panchangam.tamil_date}`
      : `${panchangam.tamil_month.english} ${panchangam.tamil_date}, ${panchangam.tamil_year.english} year`;
  const sun = (iso: string | null) => (iso ? clockAt(iso, timeZone) : label('noSunrise'));
  const rows: Array<[string, string]> = [
    [label('tamilDate'), tamilDate],
    [label('weekday'), say(panchangam.weekday)],
    [
      label('thithi'),
      `${language === 'tamil' ? thithi.paksham_tamil : thithi.paksham_english} ${say(thithi)}`,
    ],
    [label('nakshatra'), say(panchangam.nakshatra)],
    [label('yogam'), say(panchangam.yogam)],
    [label('karanam'), say(panchangam.karanam)],
    [label('sunrise'), sun(panchangam.sunrise)],
    [label('sunset'), sun(panchangam.sunset)],
  ];
  if (nazhigai)
    rows.push([
      label('nazhigai'),
      label('nazhigaiValue')
        .replace('{nazhigai}', String(nazhigai.nazhigai))
        .replace('{vinazhigai}', String(nazhigai.vinazhigai)),
    ]);
  return rows;
}
