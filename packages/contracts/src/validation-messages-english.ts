/**
 * The validation messages in English (validation-messages.ts): a module of its own, so an English
 * page loads no Tamil ones.
 */
export const englishValidationMessages = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  too_long: 'This is too long.',
  control_characters: 'Remove the invisible or control characters from this text.',
  language: 'Choose english or tamil.',
  country_id: 'Choose a valid country.',
  service_code: 'Choose a valid service.',
  phone: 'Please enter a valid mobile number.',
  otp: 'Please enter a valid 6-digit OTP.',
  name: 'Please enter your name.',
  email: 'Please enter a valid e-mail address, or leave it empty.',
  gender: 'Please choose a gender.',
  date_of_birth: 'Please enter a valid date of birth.',
  date_of_birth_future: 'The date of birth cannot be in the future.',
  date_of_birth_too_early: 'Please enter a date of birth from 1 January 1900 onwards.',
  birth_place: 'Please enter the place of birth.',
  exact_birth_time: 'Please enter the exact birth time.',
  time_period: 'Please select a time period.',
  name_characters:
    'Use only letters, spaces, full stops, apostrophes and hyphens in a name, with no emoji or symbols.',
  place_characters:
    "Use only letters, digits, spaces and . , ' - ( ) / in a place, with no emoji or symbols.",
  services_required: 'Please select at least one service.',
  bridegroom_name: "Please enter the bridegroom's name.",
  bride_name: "Please enter the bride's name.",
  marriage_first: "Please say whose details these are: the bride's or the bridegroom's.",
  bridegroom_date_of_birth: "Please enter the bridegroom's valid date of birth.",
  bridegroom_date_of_birth_future: "The bridegroom's date of birth cannot be in the future.",
  bridegroom_date_of_birth_too_early:
    "Please enter the bridegroom's date of birth from 1 January 1900 onwards.",
  bridegroom_exact_birth_time: "Please enter the bridegroom's exact birth time.",
  bridegroom_time_period: "Please select the bridegroom's birth time period.",
  bridegroom_birth_place: "Please enter the bridegroom's place of birth.",
  terms: 'Please agree to the Terms and Conditions.',
  files_max: 'Maximum 5 files allowed.',
  file_size: 'File size should not exceed 10MB.',
  file_type: 'Invalid file type. Only JPG, PNG, and PDF files are allowed.',
  slot_date: 'Please choose a valid date.',
  date_range: 'The end date cannot be before the start date.',
  figures_range: 'Choose at most 366 days by day, or at most 10 years by week or month.',
  slot: 'Please select a slot.',
  opening_hours: 'Closing time must be after opening time.',
  opening_windows_apart:
    "A day's opening times must not overlap or meet: leave a break between them.",
  opening_windows_max: 'A day may have at most 4 opening times.',
  slot_minutes: 'Slot length must be between 10 and 240 minutes.',
  horizon_days: 'Booking horizon must be between 1 and 365 days.',
  max_reschedules: 'Reschedules per appointment must be between 0 and 10.',
  consultation_mode: 'Please choose how you would like to consult.',
  customer_state: 'Choose the state in India where you live.',
  sac_code: 'Enter a SAC code of 4 to 8 digits, for example 999799.',
  consultation_modes: 'Offer at least one way to consult.',
  consultation_mode_offered:
    'This way of consulting is not offered for the chosen services. Please choose another.',
  price: 'Enter a price in rupees, more than zero, for example 500 or 499.50.',
  price_in_pricing: "A service's price is changed under prices and charges by country.",
  chart_date: 'Enter a date of birth between 1 January 1900 and 31 December 2050.',
  latitude: 'Enter a latitude between -90 and 90 degrees (the poles themselves are not taken).',
  longitude: 'Enter a longitude between -180 and 180 degrees.',
  relation: 'Choose who this person is to you.',
  utc_offset:
    'Enter the offset from UTC as +05:30 or +05:53:20 (between -14:00 and +14:00), or leave ' +
    "it empty to use the place's time zone.",
  place_unknown:
    'This place was not found. Choose one of the suggestions, or give its latitude and longitude.',
  star_uncertain:
    'The Moon changes star within this period of the day: give the exact birth time, or the star.',
  star_rasi: 'This rasi does not hold that star and pada.',
  chart_no_birth_time:
    'No birth time was given (a booking of Prasanam alone needs none), so there is no chart.',
  chart_place_unknown: 'The place of birth is not in the gazetteer, so the chart cannot be cast.',
  chart_outside_years: 'Charts are cast for births from 1900 to 2050.',
  chart_no_question_time:
    'The consultation has no time yet, and no time of the question was recorded, so there is no Prasanam chart.',
  rate: 'Enter a rate in percent between 0 and 100, for example 18.',
  charge_code:
    'Use a short code of letters, digits or underscores, once per country, for example GST.',
  currency_code:
    "Enter the three-letter ISO 4217 code of the country's own currency, for example SGD (not INR).",
  rupees_per_unit:
    'Enter how many rupees one unit of that currency is: more than zero, at most six decimals, for example 63.25.',
  exchange_rate_india: 'Customers in India see and pay rupees only, so India has no exchange rate.',
  youtube_id: 'Enter the 11-character YouTube video id.',
  url: 'Enter an address starting with https:// or /.',
  translation_key: 'Use lower-case letters, digits, dots, dashes or underscores.',
  duplicate: 'This is already in the list.',
  idempotency_key: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  nesting_depth: 'Lists and objects in this request are nested too deeply: at most 64 levels.',
  link_url: 'Enter a link starting with https://, tel:, mailto: or whatsapp://.',
  astrologer: 'Choose an astrologer of the team.',
  astrologer_languages: 'Choose at least one language they consult in.',
  astrologer_services: 'Choose at least one service they offer.',
  mobile_taken: 'Another astrologer already has this mobile number.',
  sort_order: 'Enter a whole number from 0 to 1000.',
  duration_minutes: 'A consultation lasts between 10 and 480 minutes.',
  buffer_minutes: 'The pause after a consultation is between 0 and 120 minutes.',
  guardian_declaration:
    'This person is under 18: please confirm that you are their parent or lawful guardian.',
  other_person_agreed:
    'Please confirm that the other people whose details you give know of it and agree.',
  notice_body: 'Write the whole notice: at least 200 characters.',
  offer_text: 'Write the offer in both languages.',
} as const;
