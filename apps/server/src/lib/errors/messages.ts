import {
  MAX_BOOKINGS_PER_DAY,
  MAX_UNPAID_BOOKINGS,
  MAX_UPLOAD_BYTES_PER_DAY,
  OPEN_DATA_REQUESTS_MAX,
  validationMessages,
  type ErrorCode,
  type Language,
} from '@portal/contracts';

type Localised = Record<Language, string>;

/** What a person reads for each error code, in both languages (decision 0006). */
export const errorMessages: Record<ErrorCode, Localised> = {
  VALIDATION_FAILED: {
    english: 'Please check the highlighted fields and try again.',
    tamil: 'குறிக்கப்பட்ட புலங்களைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  },
  NOT_FOUND: {
    english: 'We could not find what you asked for.',
    tamil: 'நீங்கள் கேட்டது கிடைக்கவில்லை.',
  },
  ROUTE_NOT_FOUND: {
    english: 'This address does not exist.',
    tamil: 'இந்த முகவரி இல்லை.',
  },
  CONTENT_NOT_FOUND: {
    english: 'Content not available',
    tamil: 'உள்ளடக்கம் கிடைக்கவில்லை',
  },
  COUNTRY_NOT_FOUND: {
    english: 'This country is not available. Please choose another.',
    tamil: 'இந்த நாடு கிடைக்கவில்லை. வேறு நாட்டைத் தேர்ந்தெடுங்கள்.',
  },
  RATE_LIMITED: {
    english: 'Too many attempts. Please try again later.',
    tamil: 'மிக அதிகமான முயற்சிகள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  },
  PAYLOAD_TOO_LARGE: {
    english: 'What you sent is too large.',
    tamil: 'நீங்கள் அனுப்பியது மிகப் பெரியது.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    english: 'This type of content is not accepted.',
    tamil: 'இந்த வகை உள்ளடக்கம் ஏற்கப்படாது.',
  },
  INTERNAL_ERROR: {
    english: 'Something went wrong on our side. Please try again.',
    tamil: 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.',
  },
  SERVICE_UNAVAILABLE: {
    english: 'The service is briefly unavailable. Please try again in a moment.',
    tamil: 'சேவை சிறிது நேரம் கிடைக்கவில்லை. சற்று நேரம் கழித்து முயலுங்கள்.',
  },
  DATABASE_UNAVAILABLE: {
    english: 'We cannot reach our records just now. Please try again in a few seconds.',
    tamil: 'இப்போது எங்கள் பதிவேடுகளை அணுக முடியவில்லை. சில வினாடிகள் கழித்து மீண்டும் முயலுங்கள்.',
  },
  STORAGE_FULL: {
    english:
      'We cannot save files just now: our storage is full. Nothing is wrong with your file; please try again later.',
    tamil:
      'எங்கள் சேமிப்பகம் நிரம்பியுள்ளதால் இப்போது கோப்புகளைச் சேமிக்க முடியவில்லை. உங்கள் ' +
      'கோப்பில் பிழை இல்லை; சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  },
  PHONE_INVALID: {
    english: 'Please enter a valid phone number.',
    tamil: 'சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.',
  },
  CAPTCHA_FAILED: {
    english: 'Security verification failed. Please refresh the page and try again.',
    tamil: 'பாதுகாப்புச் சரிபார்ப்பு தோல்வியடைந்தது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.',
  },
  OTP_INVALID: {
    english: 'Invalid OTP code. Please check and try again.',
    tamil: 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.',
  },
  OTP_EXPIRED: {
    english: 'OTP has expired. Please request a new one.',
    tamil: 'OTP காலாவதியாகிவிட்டது. புதிய குறியீட்டைக் கேளுங்கள்.',
  },
  OTP_ATTEMPTS_EXHAUSTED: {
    english:
      'Too many wrong codes were entered, so this OTP can no longer be used. Please request a new one.',
    tamil:
      'பலமுறை தவறான குறியீடு உள்ளிடப்பட்டதால் இந்த OTP-ஐ இனி பயன்படுத்த முடியாது. புதிய குறியீட்டைக் கேளுங்கள்.',
  },
  OTP_REQUEST_UNKNOWN: {
    english: 'This code request has ended or is not known here. Please ask for a new code.',
    tamil:
      'இந்தக் குறியீட்டுக் கோரிக்கை முடிந்துவிட்டது அல்லது எங்களுக்குத் தெரியவில்லை. புதிய குறியீட்டைக் கேளுங்கள்.',
  },
  CAPTCHA_REQUIRED: {
    english: 'After several wrong codes, a security check is needed before the next try.',
    tamil: 'பலமுறை தவறான குறியீடு உள்ளிடப்பட்டதால், அடுத்த முயற்சிக்கு முன் பாதுகாப்புச் சரிபார்ப்பு தேவை.',
  },
  SMS_FAILED: {
    english: 'Failed to send OTP. Please try again.',
    tamil: 'OTP அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
  },
  COUNTRY_NOT_SERVED: {
    english:
      'We cannot send sign-in codes to mobile numbers of this country. Please use a mobile ' +
      'number from a country we serve.',
    tamil:
      'இந்த நாட்டுக் கைபேசி எண்களுக்கு உள்நுழைவுக் குறியீடுகளை அனுப்ப இயலாது. நாங்கள் சேவை ' +
      'வழங்கும் நாட்டின் கைபேசி எண்ணைப் பயன்படுத்துங்கள்.',
  },
  SIGN_IN_PAUSED: {
    english: 'We are not sending sign-in codes just now. Please try again later.',
    tamil: 'இப்போது உள்நுழைவுக் குறியீடுகளை அனுப்பவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  },
  UNAUTHENTICATED: {
    english: 'Authentication required. Please log in again.',
    tamil: 'உள்நுழைவு தேவை. மீண்டும் உள்நுழையுங்கள்.',
  },
  TOO_MANY_FILES: {
    english: validationMessages.english.files_max,
    tamil: validationMessages.tamil.files_max,
  },
  FILE_TOO_LARGE: {
    english: validationMessages.english.file_size,
    tamil: validationMessages.tamil.file_size,
  },
  FILE_TYPE_NOT_ALLOWED: {
    english: validationMessages.english.file_type,
    tamil: validationMessages.tamil.file_type,
  },
  APPOINTMENT_NOT_FOUND: { english: 'Appointment not found.', tamil: 'சந்திப்பு கிடைக்கவில்லை.' },
  ALREADY_PAID: {
    english: 'This appointment is already paid.',
    tamil: 'இந்தச் சந்திப்புக்கான கட்டணம் ஏற்கெனவே செலுத்தப்பட்டது.',
  },
  PAYMENT_INIT_FAILED: {
    english: 'Payment initialization failed',
    tamil: 'கட்டணத்தைத் தொடங்க முடியவில்லை',
  },
  PAYMENT_VERIFICATION_FAILED: {
    english: 'Payment verification failed',
    tamil: 'கட்டணச் சரிபார்ப்பு தோல்வியடைந்தது',
  },
  WEBHOOK_REJECTED: {
    english: 'The notification could not be verified.',
    tamil: 'அறிவிப்பைச் சரிபார்க்க முடியவில்லை.',
  },
  DATE_NOT_BOOKABLE: {
    english:
      'Slots can be booked from tomorrow up to the last date shown. Please choose another date.',
    tamil:
      'நாளை முதல் காட்டப்படும் கடைசித் தேதி வரை மட்டுமே நேரத்தை முன்பதிவு செய்யலாம். வேறு தேதியைத் தேர்ந்தெடுங்கள்.',
  },
  SLOT_UNAVAILABLE: {
    english: 'This slot is not available. Please choose another.',
    tamil: 'இந்த நேரம் கிடைக்காது. வேறு நேரத்தைத் தேர்ந்தெடுங்கள்.',
  },
  SLOT_TAKEN: {
    english: 'Sorry, someone has just booked this slot. Please choose another.',
    tamil:
      'மன்னிக்கவும், இந்த நேரத்தை இப்போதுதான் வேறொருவர் முன்பதிவு செய்துவிட்டார். வேறு நேரத்தைத் தேர்ந்தெடுங்கள்.',
  },
  ALREADY_SCHEDULED: {
    english: 'This appointment already has a slot.',
    tamil: 'இந்தச் சந்திப்புக்கு ஏற்கெனவே நேரம் தேர்ந்தெடுக்கப்பட்டுள்ளது.',
  },
  NOT_PAID: {
    english: 'Please pay for this appointment before choosing a slot.',
    tamil: 'நேரத்தைத் தேர்ந்தெடுக்கும் முன் இந்தச் சந்திப்புக்குக் கட்டணம் செலுத்துங்கள்.',
  },
  APPOINTMENT_CANCELLED: {
    english: 'This appointment is cancelled. Please contact us if this is not what you expected.',
    tamil: 'இந்தச் சந்திப்பு ரத்துசெய்யப்பட்டது. இது நீங்கள் எதிர்பார்த்தது இல்லையெனில் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  },
  FORBIDDEN: {
    english: 'You do not have access to this: it is for the office roles that may do it.',
    tamil: 'இதற்கு உங்களுக்கு அனுமதி இல்லை: இது அனுமதி உள்ள அலுவலகப் பொறுப்புகளுக்கு மட்டுமே.',
  },
  NOT_YOUR_CONSULTATION: {
    english: "This consultation is another astrologer's. You can open only your own consultations.",
    tamil: 'இந்த ஆலோசனை வேறொரு ஜோதிடருடையது. உங்கள் சொந்த ஆலோசனைகளை மட்டுமே நீங்கள் திறக்க முடியும்.',
  },
  NOT_CANCELLABLE: {
    english: 'A completed or cancelled appointment cannot be cancelled.',
    tamil: 'முடிந்த அல்லது ரத்துசெய்யப்பட்ட சந்திப்பை ரத்துசெய்ய முடியாது.',
  },
  NOT_COMPLETABLE: {
    english: 'Only a paid, scheduled appointment can be marked completed or absent.',
    tamil:
      'கட்டணம் செலுத்தப்பட்டு நேரம் குறிக்கப்பட்ட சந்திப்பை மட்டுமே முடிந்ததாகவோ வரவில்லை என்றோ குறிக்க முடியும்.',
  },
  REFUND_FAILED: {
    english: 'The appointment is cancelled, but the refund did not go through. Please try again.',
    tamil: 'சந்திப்பு ரத்துசெய்யப்பட்டது, ஆனால் பணத்திருப்பம் நடைபெறவில்லை. மீண்டும் முயலுங்கள்.',
  },
  APPOINTMENT_COMPLETED: {
    english: 'This consultation is already completed.',
    tamil: 'இந்த ஆலோசனை ஏற்கெனவே முடிந்தது.',
  },
  REPORT_NOT_PDF: {
    english: 'The report must be a PDF file.',
    tamil: 'அறிக்கை PDF கோப்பாக இருக்க வேண்டும்.',
  },
  REPORT_NOT_READY: { english: 'The report is not ready yet.', tamil: 'அறிக்கை இன்னும் தயாராகவில்லை.' },
  REPORT_DELIVERED: {
    english: 'This report has already been given to the customer, so it can no longer be replaced.',
    tamil: 'இந்த அறிக்கை ஏற்கெனவே வாடிக்கையாளருக்கு வழங்கப்பட்டதால் இனி மாற்ற முடியாது.',
  },
  CHART_UNAVAILABLE: {
    english: 'A chart cannot be cast from these birth details.',
    tamil: 'இந்தப் பிறப்பு விவரங்களிலிருந்து ஜாதகம் கணிக்க முடியாது.',
  },
  JATHAGAM_UNPAID: {
    english: 'The Jathagam can be released once the consultation is paid for.',
    tamil: 'கட்டணம் செலுத்தப்பட்ட பின்பே ஜாதகத்தை வெளியிட முடியும்.',
  },
  JATHAGAM_NOT_RELEASED: {
    english: 'Your Jathagam will be ready to download once the astrologer has released it.',
    tamil: 'ஜோதிடர் வெளியிட்ட பின் உங்கள் ஜாதகத்தைப் பதிவிறக்கலாம்.',
  },
  REPORT_NOT_UPLOADED: {
    english: 'Upload the report before giving it to the customer.',
    tamil: 'வாடிக்கையாளருக்கு வழங்கும் முன் அறிக்கையைப் பதிவேற்றுங்கள்.',
  },
  CANCEL_TOO_LATE: {
    english:
      'This consultation has already begun, so it can no longer be cancelled. Please contact us if you need help.',
    tamil:
      'இந்த ஆலோசனை ஏற்கெனவே தொடங்கிவிட்டதால் இனி ரத்துசெய்ய முடியாது. உதவி தேவையெனில் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  },
  NOT_RESCHEDULABLE: {
    english: 'Only an appointment that already has a slot can be rescheduled.',
    tamil: 'நேரம் ஏற்கெனவே தேர்ந்தெடுக்கப்பட்ட சந்திப்பின் நேரத்தை மட்டுமே மாற்ற முடியும்.',
  },
  RESCHEDULE_TOO_LATE: {
    english:
      'Rescheduling needs at least 24 hours’ notice. Please contact us to change this appointment.',
    tamil:
      'நேரத்தை மாற்ற குறைந்தது 24 மணி நேரத்துக்கு முன் தெரிவிக்க வேண்டும். இந்தச் சந்திப்பை ' +
      'மாற்ற எங்களைத் தொடர்புகொள்ளுங்கள்.',
  },
  RESCHEDULE_LIMIT: {
    english:
      'This appointment has been rescheduled the most times allowed. Please contact us to change it again.',
    tamil:
      'இந்தச் சந்திப்பின் நேரம் அனுமதிக்கப்பட்ட அளவுக்கு மாற்றப்பட்டுவிட்டது. மீண்டும் மாற்ற ' +
      'எங்களைத் தொடர்புகொள்ளுங்கள்.',
  },
  NOT_STARTED: {
    english: 'The consultation has not started yet. It can be marked once its time has come.',
    tamil: 'ஆலோசனை இன்னும் தொடங்கவில்லை. அதன் நேரம் வந்த பிறகே குறிக்க முடியும்.',
  },
  UNDO_NOT_ALLOWED: {
    english: 'Only a completion or absence recorded today can be undone.',
    tamil: 'இன்று பதிவுசெய்த முடிவு அல்லது வருகையின்மையை மட்டுமே மாற்ற முடியும்.',
  },
  CASH_UNDO_TOO_LATE: {
    english:
      'Cash can be undone only on the day it was marked received (India time). After that ' +
      'day, cancelling the appointment records the cash handed back.',
    tamil:
      'ரொக்கம் பெற்றதாகக் குறித்த அதே நாளில் (இந்திய நேரம்) மட்டுமே அதைச் செயல்தவிர்க்க ' +
      'முடியும். அந்த நாளுக்குப் பிறகு, சந்திப்பை ரத்துசெய்தால் ரொக்கம் திருப்பி அளித்ததாகப் ' +
      'பதிவாகும்.',
  },
  CASH_UNDO_NOT_ALLOWED: {
    english:
      'This cash cannot be undone: only cash marked received for a consultation not yet ' +
      'held, cancelled or given a phone or video time can be.',
    tamil:
      'இந்த ரொக்கத்தைச் செயல்தவிர்க்க முடியாது: இன்னும் நடக்காத, ரத்துசெய்யப்படாத, தொலைபேசி ' +
      'அல்லது வீடியோ நேரம் குறிக்கப்படாத ஆலோசனைக்குப் பெற்ற ரொக்கத்தை மட்டுமே செயல்தவிர்க்க ' +
      'முடியும்.',
  },
  REFUND_NOT_OWED: {
    english: 'This refund is not a cash refund waiting to be handed over.',
    tamil: 'இந்தப் பணத்திருப்பம் ஒப்படைக்கக் காத்திருக்கும் ரொக்கப் பணத்திருப்பம் அல்ல.',
  },
  NOT_SCHEDULED: {
    english: 'Only an appointment with a booked consultation time can be added to a calendar.',
    tamil: 'ஆலோசனை நேரம் குறிக்கப்பட்ட சந்திப்பை மட்டுமே நாட்காட்டியில் சேர்க்க முடியும்.',
  },
  RECEIPT_NOT_AVAILABLE: {
    english: 'This payment has not been received, so it has no receipt yet.',
    tamil: 'இந்தக் கட்டணம் இன்னும் பெறப்படவில்லை; அதனால் இதற்கு இன்னும் ரசீது இல்லை.',
  },
  CREDIT_NOTE_NOT_READY: {
    english: 'The credit note is ready once the refund has been given back.',
    tamil: 'பணத்திருப்பம் திருப்பி அளிக்கப்பட்ட பிறகே வரவுக் குறிப்பு தயாராகும்.',
  },
  MESSAGE_NOT_RETRYABLE: {
    english: 'Only a message that failed can be sent again.',
    tamil: 'அனுப்ப முடியாமல் போன செய்தியை மட்டுமே மீண்டும் அனுப்ப முடியும்.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    english:
      'This unsubscribe link is not valid. Please use the link from your latest e-mail, or ' +
      'change your choices in ‘My Profile’.',
    tamil:
      'இந்த விலகல் இணைப்பு செல்லாது. உங்கள் சமீபத்திய மின்னஞ்சலில் உள்ள இணைப்பைப் ' +
      'பயன்படுத்துங்கள், அல்லது ‘எனது சுயவிவரம்’ பக்கத்தில் உங்கள் தேர்வுகளை மாற்றுங்கள்.',
  },
  WEBHOOK_FORBIDDEN: {
    english: 'This notification is not from a sender we know.',
    tamil: 'இந்த அறிவிப்பு எங்களுக்குத் தெரிந்த அனுப்புநரிடமிருந்து வரவில்லை.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    english:
      'This request was already sent with different details. Please refresh the page to see ' +
      'what happened before trying again.',
    tamil:
      'இந்தக் கோரிக்கை ஏற்கெனவே வேறு விவரங்களுடன் அனுப்பப்பட்டது. மீண்டும் முயலும் முன் ' +
      'பக்கத்தைப் புதுப்பித்து என்ன நடந்தது என்று பாருங்கள்.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    english: 'Your previous attempt is still being processed. Please wait a moment and try again.',
    tamil: 'உங்கள் முந்தைய முயற்சி இன்னும் செயல்பாட்டில் உள்ளது. சற்று நேரம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  },
  DAY_HAS_CONSULTATIONS: {
    english:
      'This day still has consultations. Choose whether to move them to another astrologer ' +
      'free at the same time or to cancel them (with a full refund), then close the day.',
    tamil:
      'இந்த நாளில் இன்னும் ஆலோசனைகள் உள்ளன. அவற்றை அதே நேரத்தில் கிடைக்கும் வேறொரு ' +
      'ஜோதிடருக்கு மாற்றுவதா அல்லது (முழுப் பணத்தைத் திருப்பி அளித்து) ரத்துசெய்வதா என்பதைத் ' +
      'தேர்ந்தெடுத்து, பிறகு நாளை மூடுங்கள்.',
  },
  UNPAID_BOOKINGS_LIMIT: {
    english:
      `You have ${MAX_UNPAID_BOOKINGS} bookings waiting for payment. Please pay for or cancel ` +
      `one of them before booking again.`,
    tamil:
      `கட்டணம் செலுத்தக் காத்திருக்கும் ${MAX_UNPAID_BOOKINGS} முன்பதிவுகள் உங்களிடம் உள்ளன. ` +
      `மீண்டும் முன்பதிவு செய்யும் முன் அவற்றில் ஒன்றுக்குக் கட்டணம் செலுத்துங்கள் அல்லது அதை ` +
      `ரத்துசெய்யுங்கள்.`,
  },
  DAILY_BOOKINGS_LIMIT: {
    english:
      `You have made ${MAX_BOOKINGS_PER_DAY} bookings today, the most allowed in one day. ` +
      `Please book again tomorrow (India time).`,
    tamil:
      `இன்று நீங்கள் ${MAX_BOOKINGS_PER_DAY} முன்பதிவுகள் செய்துவிட்டீர்கள்; ஒரு நாளில் ` +
      `அனுமதிக்கப்படும் அதிகபட்சம் இதுவே. நாளை (இந்திய நேரப்படி) மீண்டும் முன்பதிவு ` +
      `செய்யுங்கள்.`,
  },
  DAILY_UPLOAD_LIMIT: {
    english:
      `These files would take today’s horoscope uploads past ` +
      `${MAX_UPLOAD_BYTES_PER_DAY / (1024 * 1024)} MB, the most allowed in one day. Please ` +
      `book without files, or try again tomorrow (India time).`,
    tamil:
      `இந்தக் கோப்புகளுடன் இன்றைய ஜாதகப் பதிவேற்றங்கள் ஒரு நாளுக்கு அனுமதிக்கப்படும் ` +
      `${MAX_UPLOAD_BYTES_PER_DAY / (1024 * 1024)} MB அளவைத் தாண்டும். கோப்புகள் இல்லாமல் ` +
      `முன்பதிவு செய்யுங்கள், அல்லது நாளை (இந்திய நேரப்படி) மீண்டும் முயலுங்கள்.`,
  },
  UPLOADS_IN_PROGRESS: {
    english: 'Your files are still being sent. Please wait for them to finish, then try again.',
    tamil: 'உங்கள் கோப்புகள் இன்னும் அனுப்பப்படுகின்றன. அவை முடியும் வரை காத்திருந்து மீண்டும் முயலுங்கள்.',
  },
  STAFF_ASTROLOGER_REQUIRED: {
    english:
      'Choose which astrologer this number belongs to: no astrologer of the team has this mobile number.',
    tamil:
      'இந்த எண் எந்த ஜோதிடருடையது என்பதைத் தேர்ந்தெடுங்கள்: குழுவில் எந்த ஜோதிடருக்கும் இந்தக் கைபேசி எண் இல்லை.',
  },
  STAFF_ASTROLOGER_UNKNOWN: {
    english: 'There is no such astrologer in the team.',
    tamil: 'குழுவில் அப்படி ஒரு ஜோதிடர் இல்லை.',
  },
  STAFF_OWN_ROLE: {
    english: 'You cannot change or take back your own role. Ask another administrator.',
    tamil: 'உங்கள் சொந்தப் பொறுப்பை மாற்றவோ திரும்பப் பெறவோ முடியாது. வேறொரு நிர்வாகியிடம் கேளுங்கள்.',
  },
  ASTROLOGER_HAS_CONSULTATIONS: {
    english:
      'This astrologer still has consultations to come. Close their days in the schedule ' +
      'first (their consultations are then moved to another astrologer or cancelled with a ' +
      'full refund), then make them inactive.',
    tamil:
      'இந்த ஜோதிடருக்கு இன்னும் வரவிருக்கும் ஆலோசனைகள் உள்ளன. முதலில் அட்டவணையில் அவருடைய ' +
      'நாட்களை மூடுங்கள் (அப்போது ஆலோசனைகள் வேறொரு ஜோதிடருக்கு மாற்றப்படும் அல்லது முழுப் ' +
      'பணத்தைத் திருப்பி அளித்து ரத்துசெய்யப்படும்); பிறகு அவரைச் செயலற்றவராக்குங்கள்.',
  },
  PERSON_NOT_FOUND: {
    english: 'This saved person was not found. They may have been removed.',
    tamil: 'சேமித்த இந்த நபர் கிடைக்கவில்லை. அவர் நீக்கப்பட்டிருக்கலாம்.',
  },
  OPEN_REQUESTS_LIMIT: {
    english: `You have ${OPEN_DATA_REQUESTS_MAX} requests waiting for an answer. The office will answer them first; you can ask again after that.`,
    tamil: `பதிலுக்காகக் காத்திருக்கும் ${OPEN_DATA_REQUESTS_MAX} கோரிக்கைகள் உங்களிடம் உள்ளன. அலுவலகம் முதலில் அவற்றுக்குப் பதிலளிக்கும்; அதன் பிறகு மீண்டும் கேட்கலாம்.`,
  },
  REQUEST_ANSWERED: {
    english: 'This request has already been answered.',
    tamil: 'இந்தக் கோரிக்கைக்கு ஏற்கெனவே பதிலளிக்கப்பட்டது.',
  },
  NOTE_NOT_REMOVABLE: {
    english: "Only the note's author or an administrator can remove it.",
    tamil: 'குறிப்பை எழுதியவரோ நிர்வாகியோ மட்டுமே அதை நீக்க முடியும்.',
  },
  ACCOUNT_NOT_ERASABLE: {
    english:
      'This account holds an office role. An administrator must take the role back before ' +
      'the account can be deleted.',
    tamil:
      'இந்தக் கணக்குக்கு அலுவலகப் பொறுப்பு உள்ளது. கணக்கை நீக்கும் முன் ஒரு நிர்வாகி அந்தப் ' +
      'பொறுப்பைத் திரும்பப் பெற வேண்டும்.',
  },
  CUSTOMER_ERASED: {
    english:
      'This customer was erased at their request: nothing more about them is kept, so this ' +
      'cannot be written.',
    tamil:
      'இந்த வாடிக்கையாளரின் கோரிக்கையின் பேரில் அவருடைய தரவு அழிக்கப்பட்டது: அவரைப் பற்றி ' +
      'இனி எதுவும் வைக்கப்படுவதில்லை, எனவே இதைப் பதிவுசெய்ய முடியாது.',
  },
  SAVED_PEOPLE_LIMIT: {
    english:
      'You can keep up to 30 people. Remove someone you no longer book for, then save again.',
    tamil: 'அதிகபட்சம் 30 நபர்களைச் சேமிக்கலாம். இனி முன்பதிவு செய்யாத ஒருவரை நீக்கிவிட்டு மீண்டும் சேமியுங்கள்.',
  },
  GUARDIAN_DECLARATION_REQUIRED: {
    english:
      'Details of a person under 18 can be given only by their parent or lawful guardian. ' +
      'Please confirm that you are, then try again.',
    tamil:
      '18 வயதுக்குட்பட்டவரின் விவரங்களை அவரின் பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலர் மட்டுமே தர முடியும். ' +
      'நீங்கள்தான் அவர் என்பதை உறுதிசெய்து மீண்டும் முயலுங்கள்.',
  },
  OTHER_PERSON_AGREEMENT_REQUIRED: {
    english:
      "Another person's details need their agreement. Please confirm that they know of it and " +
      'agree, then try again.',
    tamil:
      'மற்றொருவரின் விவரங்களுக்கு அவரின் ஒப்புதல் தேவை. அவருக்கு இது தெரியும், அவர் ஒப்புக்கொண்டார் ' +
      'என்பதை உறுதிசெய்து மீண்டும் முயலுங்கள்.',
  },
  NOTICE_VERSION_STALE: {
    english:
      'The privacy notice has changed since you opened it. Please read the new one, then agree to it.',
    tamil:
      'நீங்கள் திறந்த பிறகு தனியுரிமை அறிவிப்பு மாறியுள்ளது. புதிய அறிவிப்பைப் படித்துவிட்டு ஒப்புக்கொள்ளுங்கள்.',
  },
  EMAIL_LINK_INVALID: {
    english:
      'This confirmation link is not valid, or it was for an address you have changed since. ' +
      'Use the link in the latest e-mail, or ask for a new one in ‘My Profile’.',
    tamil:
      'இந்த உறுதிப்படுத்தும் இணைப்பு செல்லாது, அல்லது நீங்கள் பின்னர் மாற்றிய முகவரிக்கானது. ' +
      'கடைசியாக வந்த மின்னஞ்சலில் உள்ள இணைப்பைப் பயன்படுத்துங்கள், அல்லது ‘எனது சுயவிவரம்’ பக்கத்தில் புதிய இணைப்பைக் கேளுங்கள்.',
  },
  EMAIL_LINK_EXPIRED: {
    english:
      'This confirmation link has expired. Ask for a new one in ‘My Profile’: “Send the link again”.',
    tamil:
      'இந்த உறுதிப்படுத்தும் இணைப்பின் காலம் முடிந்துவிட்டது. ‘எனது சுயவிவரம்’ பக்கத்தில் “இணைப்பை மீண்டும் அனுப்பு” என்பதை அழுத்துங்கள்.',
  },
  EMAIL_LINK_USED: {
    english: 'This confirmation link has already been used. Each link works once.',
    tamil:
      'இந்த உறுதிப்படுத்தும் இணைப்பு ஏற்கெனவே பயன்படுத்தப்பட்டது. ஒவ்வொரு இணைப்பும் ஒருமுறை மட்டுமே செயல்படும்.',
  },
  EMAIL_NOT_WAITING: {
    english: 'There is no e-mail address waiting for confirmation.',
    tamil: 'உறுதிப்படுத்தக் காத்திருக்கும் மின்னஞ்சல் முகவரி எதுவும் இல்லை.',
  },
  SECOND_FACTOR_REQUIRED: {
    english: 'Enter the code from your authenticator app to finish signing in.',
    tamil: 'உள்நுழைவை முடிக்க, உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீட்டை உள்ளிடுங்கள்.',
  },
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    english:
      'The office requires a second sign-in step. Set up an authenticator app before using the office pages.',
    tamil:
      'அலுவலகம் இரண்டாம் உள்நுழைவுப் படியைக் கட்டாயமாக்கியுள்ளது. அலுவலகப் பக்கங்களைப் பயன்படுத்தும் முன் அங்கீகரிப்புச் செயலியை அமையுங்கள்.',
  },
  SECOND_FACTOR_INVALID: {
    english: 'That code is not right, or it was already used. Check your app and try again.',
    tamil: 'அந்தக் குறியீடு சரியில்லை, அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. செயலியைப் பார்த்து மீண்டும் முயலுங்கள்.',
  },
  SECOND_FACTOR_ENROLLED: {
    english:
      'You already have a second sign-in step. An administrator can reset it if you lost your app.',
    tamil:
      'உங்களுக்கு ஏற்கெனவே இரண்டாம் உள்நுழைவுப் படி உள்ளது. செயலியை இழந்தால் ஒரு நிர்வாகி அதை மீட்டமைக்கலாம்.',
  },
  SECOND_FACTOR_NOT_STARTED: {
    english: 'Start setting up the authenticator app first, then enter its code.',
    tamil: 'முதலில் அங்கீகரிப்புச் செயலியை அமைக்கத் தொடங்குங்கள், பிறகு அதன் குறியீட்டை உள்ளிடுங்கள்.',
  },
};

export function validationMessage(keyOrText: string, missing: boolean, language: Language): string {
  const dictionary: Record<string, string> = validationMessages[language];
  const key = keyOrText.startsWith('validation.') ? keyOrText.slice('validation.'.length) : '';
  return dictionary[key] ?? dictionary[missing ? 'required' : 'invalid']!;
}
