/**
 * What a person reads for each validation key, in both languages: the one copy of this text.
 * The server puts it in an error's `fields`; the web app loads it as the i18n namespace
 * "validation", so a form shows the same words whichever side found the problem.
 * Kept free of zod so the web bundle can import it alone.
 */
export const validationMessages = {
  english: {
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    too_long: 'This is too long.',
    language: 'Choose english or tamil.',
    country_id: 'Choose a valid country.',
    service_code: 'Choose a valid service.',
    phone: 'Please enter a valid mobile number',
    otp: 'Please enter a valid 6-digit OTP',
    name: 'Please enter your name.',
    email: 'Please enter a valid e-mail address, or leave it empty.',
    gender: 'Please choose a gender.',
    date_of_birth: 'Please enter a valid date of birth (not in the future).',
    birth_place: 'Please enter the place of birth.',
    exact_birth_time: 'Please enter the exact birth time',
    time_period: 'Please select a time period',
    services_required: 'Please select at least one service',
    bridegroom_required: 'Please fill all bridegroom required fields',
    bridegroom_birth_place: 'Bridegroom birth place is required',
    terms: 'Please agree to the Terms and Conditions',
    files_max: 'Maximum 5 files allowed',
    file_size: 'File size should not exceed 10MB',
    file_type: 'Invalid file type. Only JPG, PNG, and PDF files are allowed.',
    slot_date: 'Please choose a valid date.',
    slot: 'Please select a slot',
  },
  tamil: {
    required: 'இந்தப் புலம் தேவை.',
    invalid: 'இந்த மதிப்பு சரியானதல்ல.',
    too_long: 'இது மிக நீளமாக உள்ளது.',
    language: 'english அல்லது tamil என்பதைத் தேர்ந்தெடுங்கள்.',
    country_id: 'சரியான நாட்டைத் தேர்ந்தெடுங்கள்.',
    service_code: 'சரியான சேவையைத் தேர்ந்தெடுங்கள்.',
    phone: 'சரியான கைபேசி எண்ணை உள்ளிடுங்கள்',
    otp: 'சரியான 6 இலக்க OTP-ஐ உள்ளிடுங்கள்',
    name: 'உங்கள் பெயரை உள்ளிடுங்கள்.',
    email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள், அல்லது காலியாக விடுங்கள்.',
    gender: 'பாலினத்தைத் தேர்ந்தெடுங்கள்.',
    date_of_birth: 'சரியான பிறந்த தேதியை உள்ளிடுங்கள் (எதிர்காலத் தேதி கூடாது).',
    birth_place: 'பிறந்த இடத்தை உள்ளிடுங்கள்.',
    exact_birth_time: 'சரியான பிறந்த நேரத்தை உள்ளிடுங்கள்',
    time_period: 'நேரப் பகுதியைத் தேர்ந்தெடுங்கள்',
    services_required: 'குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுங்கள்',
    bridegroom_required: 'மணமகனின் தேவையான அனைத்து விவரங்களையும் நிரப்புங்கள்',
    bridegroom_birth_place: 'மணமகனின் பிறந்த இடம் தேவை',
    terms: 'விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்றுக்கொள்ளுங்கள்',
    files_max: 'அதிகபட்சம் 5 கோப்புகள் மட்டுமே அனுமதிக்கப்படும்',
    file_size: 'கோப்பின் அளவு 10MB-ஐ மீறக்கூடாது',
    file_type: 'தவறான கோப்பு வகை. JPG, PNG, PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்.',
    slot_date: 'சரியான தேதியைத் தேர்ந்தெடுங்கள்.',
    slot: 'நேரத்தைத் தேர்ந்தெடுங்கள்',
  },
} as const satisfies Record<'english' | 'tamil', Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['english'];
