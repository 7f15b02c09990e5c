// No zod here: the customer's screens use these (a state's name, the booking form's choice) and
// their initial bundle carries no schema library (decision 0085).
/**
 * India's states and union territories by their GST state code (the two digits a GSTIN starts
 * with, and how a tax invoice writes the place of supply: "33-Tamil Nadu"). Docs/decisions/0067.
 */
export const indianStates = [
  { code: '01', english: 'Jammu and Kashmir', tamil: 'ஜம்மு காஷ்மீர்' },
  { code: '02', english: 'Himachal Pradesh', tamil: 'இமாச்சலப் பிரதேசம்' },
  { code: '03', english: 'Punjab', tamil: 'பஞ்சாப்' },
  { code: '04', english: 'Chandigarh', tamil: 'சண்டிகர்' },
  { code: '05', english: 'Uttarakhand', tamil: 'உத்தராகண்ட்' },
  { code: '06', english: 'Haryana', tamil: 'ஹரியானா' },
  { code: '07', english: 'Delhi', tamil: 'டெல்லி' },
  { code: '08', english: 'Rajasthan', tamil: 'ராஜஸ்தான்' },
  { code: '09', english: 'Uttar Pradesh', tamil: 'உத்தரப் பிரதேசம்' },
  { code: '10', english: 'Bihar', tamil: 'பீகார்' },
  { code: '11', english: 'Sikkim', tamil: 'சிக்கிம்' },
  { code: '12', english: 'Arunachal Pradesh', tamil: 'அருணாச்சலப் பிரதேசம்' },
  { code: '13', english: 'Nagaland', tamil: 'நாகாலாந்து' },
  { code: '14', english: 'Manipur', tamil: 'மணிப்பூர்' },
  { code: '15', english: 'Mizoram', tamil: 'மிசோரம்' },
  { code: '16', english: 'Tripura', tamil: 'திரிபுரா' },
  { code: '17', english: 'Meghalaya', tamil: 'மேகாலயா' },
  { code: '18', english: 'Assam', tamil: 'அசாம்' },
  { code: '19', english: 'West Bengal', tamil: 'மேற்கு வங்காளம்' },
  { code: '20', english: 'Jharkhand', tamil: 'ஜார்க்கண்ட்' },
  { code: '21', english: 'Odisha', tamil: 'ஒடிசா' },
  { code: '22', english: 'Chhattisgarh', tamil: 'சத்தீஸ்கர்' },
  { code: '23', english: 'Madhya Pradesh', tamil: 'மத்தியப் பிரதேசம்' },
  { code: '24', english: 'Gujarat', tamil: 'குஜராத்' },
  {
    code: '26',
    english: 'Dadra and Nagar Haveli and Daman and Diu',
    tamil: 'தாத்ரா நகர் ஹவேலி, டாமன் டையூ',
  },
  { code: '27', english: 'Maharashtra', tamil: 'மகாராஷ்டிரா' },
  { code: '29', english: 'Karnataka', tamil: 'கர்நாடகா' },
  { code: '30', english: 'Goa', tamil: 'கோவா' },
  { code: '31', english: 'Lakshadweep', tamil: 'இலட்சத்தீவு' },
  { code: '32', english: 'Kerala', tamil: 'கேரளா' },
  { code: '33', english: 'Tamil Nadu', tamil: 'தமிழ்நாடு' },
  { code: '34', english: 'Puducherry', tamil: 'புதுச்சேரி' },
  { code: '35', english: 'Andaman and Nicobar Islands', tamil: 'அந்தமான் நிக்கோபார் தீவுகள்' },
  { code: '36', english: 'Telangana', tamil: 'தெலங்கானா' },
  { code: '37', english: 'Andhra Pradesh', tamil: 'ஆந்திரப் பிரதேசம்' },
  { code: '38', english: 'Ladakh', tamil: 'லடாக்' },
] as const;

export type IndianStateCode = (typeof indianStates)[number]['code'];
export const indianStateCodes = indianStates.map((state) => state.code) as [
  IndianStateCode,
  ...IndianStateCode[],
];
export const TAMIL_NADU: IndianStateCode = '33';

export function indianStateName(code: string, language: 'english' | 'tamil'): string {
  const state = indianStates.find((candidate) => candidate.code === code);
  return state ? (language === 'tamil' ? state.tamil : state.english) : code;
}
