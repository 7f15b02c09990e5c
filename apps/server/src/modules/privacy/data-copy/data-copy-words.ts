import type { Language } from '@portal/contracts';

/** The words of the data copy's PDF (decision 0101), in each language. */
export interface DataCopyWords {
  title: string;
  lead: string;
  generatedAt: string;
  profile: string;
  name: string;
  mobile: string;
  email: string;
  language: string;
  channels: string;
  customerSince: string;
  lastSignIn: string;
  none: string;
  notGiven: string;
  consents: string;
  noticeVersion: string;
  granted: string;
  withdrawn: string;
  savedPeople: string;
  appointments: string;
  services: string;
  status: string;
  payment: string;
  mode: string;
  time: string;
  notScheduled: string;
  astrologer: string;
  country: string;
  state: string;
  total: string;
  person: string;
  bridegroom: string;
  gender: string;
  dateOfBirth: string;
  birthTime: string;
  birthPlace: string;
  coordinates: string;
  utcOffset: string;
  currentLocation: string;
  fatherName: string;
  motherName: string;
  reason: string;
  work: string;
  files: string;
  reports: string;
  delivered: string;
  payments: string;
  receipt: string;
  refunds: string;
  creditNote: string;
  fee: string;
  messages: string;
  messagesLead: string;
  officeReads: string;
  officeReadsLead: string;
  sessions: string;
  sessionsLead: string;
  signedIn: string;
  lastUsed: string;
  requests: string;
  answer: string;
  dueBy: string;
  officeNotes: string;
  officeNotesText: (notes: number, chartNotes: number) => string;
  sharing: string;
  sharingLead: string;
  keptHere: string;
  downloadsNote: string;
  yes: string;
  no: string;
  page: (page: number) => string;
  words: Record<string, string>;
}

const english: DataCopyWords = {
  title: 'A copy of your data',
  lead:
    'Everything this portal keeps about you, as it stands now: your details, what you agreed to, ' +
    'the people you saved, every consultation with its birth details, files, reports, payments, ' +
    'refunds and receipts, the messages we sent, who in our office read your data, your requests, ' +
    'and with whom each kind of data is shared.',
  generatedAt: 'Made on',
  profile: 'Your details',
  name: 'Name',
  mobile: 'Mobile number',
  email: 'E-mail',
  language: 'Language',
  channels: 'Messages by',
  customerSince: 'Customer since',
  lastSignIn: 'Last sign-in',
  none: 'None',
  notGiven: 'Not given',
  consents: 'What you agreed to',
  noticeVersion: 'privacy notice version',
  granted: 'Agreed',
  withdrawn: 'Withdrawn',
  savedPeople: 'Saved people',
  appointments: 'Your consultations',
  services: 'Services',
  status: 'Status',
  payment: 'Payment',
  mode: 'Consultation mode',
  time: 'Time',
  notScheduled: 'No time chosen yet',
  astrologer: 'Astrologer',
  country: 'Country',
  state: 'State',
  total: 'Total',
  person: 'Person consulted for',
  bridegroom: 'Bridegroom',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  birthTime: 'Time of birth',
  birthPlace: 'Place of birth',
  coordinates: 'Coordinates of the place',
  utcOffset: 'Offset from UTC at birth',
  currentLocation: 'Current location',
  fatherName: "Father's name",
  motherName: "Mother's name",
  reason: 'Reason for visit',
  work: 'Work details',
  files: 'Uploaded file',
  reports: 'Written report',
  delivered: 'delivered',
  payments: 'Payments',
  receipt: 'Receipt',
  refunds: 'Refunds',
  creditNote: 'Credit note',
  fee: 'fee kept',
  messages: 'Messages we sent you',
  messagesLead:
    'What kind, by which channel and when; the words of each message are not repeated here.',
  officeReads: 'Who in our office read your data',
  officeReadsLead: 'Each time someone in the office opened your data: when, their role, and what.',
  sessions: 'Where you are signed in',
  sessionsLead:
    'Each device signed in to your account: what it is, the address it signed in from (its last part left out) or a rough place.',
  signedIn: 'signed in',
  lastUsed: 'last used',
  requests: 'Your requests',
  answer: 'Answer',
  dueBy: 'to be answered by',
  officeNotes: "The office's private notes",
  officeNotesText: (notes, chartNotes) =>
    `The office keeps ${notes} private note${notes === 1 ? '' : 's'} on you, and the astrologers ` +
    `${chartNotes} note${chartNotes === 1 ? '' : 's'} on the charts of your consultations. They are ` +
    'counted here, not quoted: they are the office’s working notes. Ask us if you wish to know more.',
  sharing: 'With whom your data is shared',
  sharingLead: 'Each kind of data, why we keep it, and who else receives it to do their part.',
  keptHere: 'Kept by us alone.',
  downloadsNote:
    'Your files, reports, receipts and credit notes can be downloaded from My Appointments.',
  yes: 'Yes',
  no: 'No',
  page: (page) => `Page ${page}`,
  words: {
    english: 'English',
    tamil: 'Tamil',
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    email: 'E-mail',
    male: 'Male',
    female: 'Female',
    other: 'Other',
    exact: 'Exact time',
    early_morning: 'Early morning (4-6 AM)',
    morning: 'Morning (6 AM-12 PM)',
    afternoon: 'Afternoon (12-6 PM)',
    evening: 'Evening (6-8 PM)',
    night: 'Night (8 PM-4 AM)',
    in_person: 'At the office',
    phone: 'Phone call',
    video: 'Video',
    online: 'Online',
    cash: 'Cash',
    'status.pending': 'Pending',
    'status.paid': 'Paid',
    'status.scheduled': 'Scheduled',
    'status.completed': 'Completed',
    'status.no_show': 'Absent (no-show)',
    'status.cancelled': 'Cancelled',
    'status.created': 'Started',
    'status.failed': 'Failed',
    'status.refunded': 'Refunded',
    'status.undone': 'Undone',
    'status.processed': 'Given back',
    'status.open': 'Open',
    'status.answered': 'Answered',
    'message.pending': 'Waiting to send',
    'message.sending': 'Sending',
    'message.sent': 'Sent',
    'message.failed': 'Failed',
    'message.dropped': 'No longer needed',
    'kind.booking_created': 'Booking received',
    'kind.payment_received': 'Payment received',
    'kind.slot_booked': 'Consultation time confirmed',
    'kind.rescheduled': 'Consultation time changed',
    'kind.cancelled': 'Appointment cancelled',
    'kind.refund_processed': 'Refund made',
    'kind.report_ready': 'Report ready',
    'kind.reminder_24h': 'Reminder: one day before',
    'kind.reminder_2h': 'Reminder: two hours before',
    'kind.payment_link': 'Pay link',
    'refund.cancellation': 'Cancellation',
    'refund.paid_after_cancel': 'Paid after cancelling',
    'refund.duplicate_payment': 'Second payment',
    'purpose.service': 'The privacy notice, to use the portal',
    'purpose.marketing': 'Offers and news',
    'purpose.guardian': 'Parent or guardian of a person under 18',
    'purpose.other_person': 'Another person agreed to their details being given',
    'source.sign_in': 'at sign-in',
    'source.profile': 'in My Profile',
    'source.booking': 'when booking',
    'source.people': 'in saved people',
    'source.desk': 'at the office desk',
    'role.admin': 'Administrator',
    'role.desk': 'Front desk',
    'role.astrologer': 'Astrologer',
    'role.customer': 'Former office member',
    'what.customer': 'Your customer page',
    'what.appointment': 'A consultation',
    'what.chart': 'A chart',
    'what.file': 'An uploaded file',
    'what.report': 'A written report',
    'what.export': 'An export of many customers',
    'what.data_copy': 'A copy of your data',
    'request.correction': 'Correction',
    'request.erasure': 'Erasure',
    'request.grievance': 'Grievance',
    'relation.self': 'Self',
    'relation.spouse': 'Spouse',
    'relation.son': 'Son',
    'relation.daughter': 'Daughter',
    'relation.father': 'Father',
    'relation.mother': 'Mother',
    'relation.brother': 'Brother',
    'relation.sister': 'Sister',
    'relation.grandchild': 'Grandchild',
    'relation.bride': 'Bride',
    'relation.bridegroom': 'Bridegroom',
    'relation.relative': 'Relative',
    'relation.friend': 'Friend',
    'relation.other': 'Other',
  },
};

const tamil: DataCopyWords = {
  title: 'உங்கள் தரவின் நகல்',
  lead:
    'இந்தத் தளம் உங்களைப் பற்றி இப்போது வைத்திருக்கும் அனைத்தும்: உங்கள் விவரங்கள், நீங்கள் ஒப்புக்கொண்டவை, ' +
    'நீங்கள் சேமித்த நபர்கள், பிறப்பு விவரங்களுடன் ஒவ்வொரு ஆலோசனையும், கோப்புகள், அறிக்கைகள், கட்டணங்கள், ' +
    'பணத்திருப்பங்கள், ரசீதுகள், நாங்கள் அனுப்பிய செய்திகள், எங்கள் அலுவலகத்தில் யார் உங்கள் தரவைப் பார்த்தார்கள், ' +
    'உங்கள் கோரிக்கைகள், ஒவ்வொரு வகைத் தரவும் யாருடன் பகிரப்படுகிறது என்பது.',
  generatedAt: 'தயாரித்த நாள்',
  profile: 'உங்கள் விவரங்கள்',
  name: 'பெயர்',
  mobile: 'கைபேசி எண்',
  email: 'மின்னஞ்சல்',
  language: 'மொழி',
  channels: 'செய்திகள் வரும் வழி',
  customerSince: 'வாடிக்கையாளரான நாள்',
  lastSignIn: 'கடைசியாக உள்நுழைந்தது',
  none: 'இல்லை',
  notGiven: 'கொடுக்கப்படவில்லை',
  consents: 'நீங்கள் ஒப்புக்கொண்டவை',
  noticeVersion: 'தனியுரிமை அறிவிப்புப் பதிப்பு',
  granted: 'ஒப்புக்கொண்டது',
  withdrawn: 'திரும்பப் பெற்றது',
  savedPeople: 'சேமித்த நபர்கள்',
  appointments: 'உங்கள் ஆலோசனைகள்',
  services: 'சேவைகள்',
  status: 'நிலை',
  payment: 'கட்டணம்',
  mode: 'ஆலோசனை முறை',
  time: 'நேரம்',
  notScheduled: 'இன்னும் நேரம் தேர்ந்தெடுக்கவில்லை',
  astrologer: 'ஜோதிடர்',
  country: 'நாடு',
  state: 'மாநிலம்',
  total: 'மொத்தம்',
  person: 'ஆலோசனை யாருக்காக',
  bridegroom: 'மணமகன்',
  gender: 'பாலினம்',
  dateOfBirth: 'பிறந்த தேதி',
  birthTime: 'பிறந்த நேரம்',
  birthPlace: 'பிறந்த இடம்',
  coordinates: 'இடத்தின் அட்சரேகை, தீர்க்கரேகை',
  utcOffset: 'பிறப்பின்போது UTC-யிலிருந்து வேறுபாடு',
  currentLocation: 'தற்போதைய இருப்பிடம்',
  fatherName: 'தந்தையின் பெயர்',
  motherName: 'தாயின் பெயர்',
  reason: 'ஆலோசனைக்கான காரணம்',
  work: 'தொழில் விவரம்',
  files: 'பதிவேற்றிய கோப்பு',
  reports: 'எழுதப்பட்ட அறிக்கை',
  delivered: 'வழங்கப்பட்டது',
  payments: 'கட்டணங்கள்',
  receipt: 'ரசீது',
  refunds: 'பணத்திருப்பங்கள்',
  creditNote: 'வரவுக் குறிப்பு',
  fee: 'பிடித்தம்',
  messages: 'நாங்கள் அனுப்பிய செய்திகள்',
  messagesLead: 'என்ன வகை, எந்த வழியில், எப்போது; ஒவ்வொரு செய்தியின் சொற்களும் இங்கே மீண்டும் தரப்படவில்லை.',
  officeReads: 'எங்கள் அலுவலகத்தில் யார் உங்கள் தரவைப் பார்த்தார்கள்',
  officeReadsLead:
    'அலுவலகத்தில் ஒருவர் உங்கள் தரவைத் திறந்த ஒவ்வொரு முறையும்: எப்போது, அவருடைய பொறுப்பு, எதை.',
  sessions: 'நீங்கள் உள்நுழைந்துள்ள சாதனங்கள்',
  sessionsLead:
    'உங்கள் கணக்கில் உள்நுழைந்துள்ள ஒவ்வொரு சாதனமும்: அது எது, அது உள்நுழைந்த முகவரி (கடைசிப் பகுதி நீக்கப்பட்டு) அல்லது தோராயமான இடம்.',
  signedIn: 'உள்நுழைந்தது',
  lastUsed: 'கடைசிப் பயன்பாடு',
  requests: 'உங்கள் கோரிக்கைகள்',
  answer: 'பதில்',
  dueBy: 'பதில் அளிக்க வேண்டிய நாள்',
  officeNotes: 'அலுவலகத்தின் தனிப்பட்ட குறிப்புகள்',
  officeNotesText: (notes, chartNotes) =>
    `அலுவலகம் உங்களைப் பற்றி ${notes} தனிப்பட்ட குறிப்புகளையும், ஜோதிடர்கள் உங்கள் ஆலோசனைகளின் ஜாதகங்களில் ` +
    `${chartNotes} குறிப்புகளையும் வைத்துள்ளனர். அவை அலுவலகத்தின் பணிக் குறிப்புகள் என்பதால் இங்கே எண்ணிக்கை ` +
    'மட்டுமே தரப்படுகிறது, உரை அல்ல. மேலும் அறிய விரும்பினால் எங்களைக் கேளுங்கள்.',
  sharing: 'உங்கள் தரவு யாருடன் பகிரப்படுகிறது',
  sharingLead:
    'ஒவ்வொரு வகைத் தரவும், அதை ஏன் வைத்திருக்கிறோம், அவர்களின் பணியைச் செய்ய வேறு யார் அதைப் பெறுகிறார்கள்.',
  keptHere: 'எங்களிடம் மட்டுமே வைக்கப்படுகிறது.',
  downloadsNote:
    'உங்கள் கோப்புகள், அறிக்கைகள், ரசீதுகள், வரவுக் குறிப்புகளை "எனது சந்திப்புகள்" பக்கத்தில் பதிவிறக்கலாம்.',
  yes: 'ஆம்',
  no: 'இல்லை',
  page: (page) => `பக்கம் ${page}`,
  words: {
    english: 'ஆங்கிலம்',
    tamil: 'தமிழ்',
    whatsapp: 'WhatsApp',
    sms: 'குறுஞ்செய்தி',
    email: 'மின்னஞ்சல்',
    male: 'ஆண்',
    female: 'பெண்',
    other: 'மற்றவர்',
    exact: 'சரியான நேரம்',
    early_morning: 'அதிகாலை (காலை 4-6)',
    morning: 'காலை (6-12)',
    afternoon: 'மதியம் (12-6)',
    evening: 'மாலை (6-8)',
    night: 'இரவு (8-4)',
    in_person: 'அலுவலகத்தில்',
    phone: 'தொலைபேசி அழைப்பு',
    video: 'வீடியோ',
    online: 'ஆன்லைன் கட்டணம்',
    cash: 'ரொக்கம்',
    'status.pending': 'நிலுவையில்',
    'status.paid': 'செலுத்தப்பட்டது',
    'status.scheduled': 'திட்டமிடப்பட்டது',
    'status.completed': 'முடிந்தது',
    'status.no_show': 'வரவில்லை',
    'status.cancelled': 'ரத்துசெய்யப்பட்டது',
    'status.created': 'தொடங்கப்பட்டது',
    'status.failed': 'தோல்வி',
    'status.refunded': 'திருப்பியளிக்கப்பட்டது',
    'status.undone': 'திரும்பப் பெறப்பட்டது',
    'status.processed': 'திருப்பியளிக்கப்பட்டது',
    'status.open': 'திறந்துள்ளது',
    'status.answered': 'பதில் அளிக்கப்பட்டது',
    'message.pending': 'அனுப்பக் காத்திருக்கிறது',
    'message.sending': 'அனுப்பப்படுகிறது',
    'message.sent': 'அனுப்பப்பட்டது',
    'message.failed': 'தோல்வி',
    'message.dropped': 'இனி தேவையில்லை',
    'kind.booking_created': 'முன்பதிவு பெறப்பட்டது',
    'kind.payment_received': 'கட்டணம் பெறப்பட்டது',
    'kind.slot_booked': 'ஆலோசனை நேரம் உறுதிசெய்யப்பட்டது',
    'kind.rescheduled': 'ஆலோசனை நேரம் மாற்றப்பட்டது',
    'kind.cancelled': 'சந்திப்பு ரத்துசெய்யப்பட்டது',
    'kind.refund_processed': 'பணத்திருப்பம் செய்யப்பட்டது',
    'kind.report_ready': 'அறிக்கை தயார்',
    'kind.reminder_24h': 'நினைவூட்டல்: ஒரு நாள் முன்',
    'kind.reminder_2h': 'நினைவூட்டல்: இரண்டு மணி நேரம் முன்',
    'kind.payment_link': 'கட்டண இணைப்பு',
    'refund.cancellation': 'ரத்துசெய்தல்',
    'refund.paid_after_cancel': 'ரத்துசெய்த பின் செலுத்தியது',
    'refund.duplicate_payment': 'இரண்டாவது கட்டணம்',
    'purpose.service': 'தளத்தைப் பயன்படுத்த, தனியுரிமை அறிவிப்பு',
    'purpose.marketing': 'சலுகைகளும் செய்திகளும்',
    'purpose.guardian': '18 வயதுக்குட்பட்டவரின் பெற்றோர் அல்லது பாதுகாவலர்',
    'purpose.other_person': 'வேறொருவர் தம் விவரங்களைத் தர ஒப்புக்கொண்டார்',
    'source.sign_in': 'உள்நுழையும்போது',
    'source.profile': 'எனது சுயவிவரத்தில்',
    'source.booking': 'முன்பதிவின்போது',
    'source.people': 'சேமித்த நபர்களில்',
    'source.desk': 'அலுவலக வரவேற்பு மேசையில்',
    'role.admin': 'நிர்வாகி',
    'role.desk': 'வரவேற்பு மேசை',
    'role.astrologer': 'ஜோதிடர்',
    'role.customer': 'முன்னாள் அலுவலக உறுப்பினர்',
    'what.customer': 'உங்கள் வாடிக்கையாளர் பக்கம்',
    'what.appointment': 'ஒரு ஆலோசனை',
    'what.chart': 'ஒரு ஜாதகம்',
    'what.file': 'பதிவேற்றிய ஒரு கோப்பு',
    'what.report': 'எழுதப்பட்ட ஒரு அறிக்கை',
    'what.export': 'பல வாடிக்கையாளர்களின் ஏற்றுமதி',
    'what.data_copy': 'உங்கள் தரவின் நகல்',
    'request.correction': 'திருத்தம்',
    'request.erasure': 'அழித்தல்',
    'request.grievance': 'குறை',
    'relation.self': 'நான்',
    'relation.spouse': 'கணவர் அல்லது மனைவி',
    'relation.son': 'மகன்',
    'relation.daughter': 'மகள்',
    'relation.father': 'தந்தை',
    'relation.mother': 'தாய்',
    'relation.brother': 'சகோதரர்',
    'relation.sister': 'சகோதரி',
    'relation.grandchild': 'பேரக்குழந்தை',
    'relation.bride': 'மணமகள்',
    'relation.bridegroom': 'மணமகன்',
    'relation.relative': 'உறவினர்',
    'relation.friend': 'நண்பர்',
    'relation.other': 'மற்றவர்',
  },
};

export const dataCopyWords: Record<Language, DataCopyWords> = { english, tamil };

/** A stored value in words (a status, a kind, a relation), or the value itself when unknown. */
export const wordOf = (words: DataCopyWords, key: string) =>
  words.words[key] ?? key.split('.').pop()!;
