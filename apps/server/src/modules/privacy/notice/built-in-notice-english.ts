/**
 * The privacy notice's first version in English (decision 0100): each kind of data with what it
 * is, why it is kept, who else receives it and for how long; the customer's rights and how to
 * use them; the grievance officer and the Data Protection Board. `{{name}}` is filled when the
 * notice is read (notice-text.ts) with the office's settings as they are then.
 */
export const builtInNoticeEnglish = `
<p>This notice says what the office that runs this portal ("we") keeps about you and the people you book for, why, who else receives it, how long it is kept, and how you can see, correct or erase it, withdraw your consent or complain. It follows India's Digital Personal Data Protection Act, 2023 and its Rules.</p>
<h2>What we keep, and why</h2>
<h3>Your account</h3>
<ul>
<li><strong>What:</strong> your mobile number; your name and e-mail address, if you give them; the language you read in; and the ways you chose to receive messages (WhatsApp, SMS, e-mail).</li>
<li><strong>Why:</strong> to sign you in with a one-time code and to tell you about your bookings.</li>
<li><strong>Who else receives it:</strong> MSG91, which sends our SMS (sign-in codes and messages); the WhatsApp Business Platform (Meta), for WhatsApp messages; our e-mail provider, for e-mails. Each receives only your number or address and the message.</li>
<li><strong>How long:</strong> while you have an account. If you neither sign in nor book for {{inactive_years}} years, your account is erased.</li>
</ul>
<h3>Birth details</h3>
<ul>
<li><strong>What:</strong> the name, gender, date, time and place of birth and present location of you and of the people you save for your bookings (your family, for example), and parents' names when given.</li>
<li><strong>Why:</strong> to cast the horoscope (jathagam) and give the consultation you book.</li>
<li><strong>Who else receives it:</strong> no one outside the office. In the office: the astrologer of your consultation and the staff who arrange it.</li>
<li><strong>How long:</strong> with your account; a saved person until you remove them.</li>
</ul>
<h3>The bridegroom's and other people's details</h3>
<ul>
<li><strong>What:</strong> for a Marriage Porutham, the bridegroom's (or the bride's) name and birth details; for any booking, the details of the person it is for.</li>
<li><strong>Why:</strong> to match the horoscopes, or to read the chart you asked for.</li>
<li><strong>Their agreement:</strong> when you give another adult's details, you confirm that they know of it and agree. For a person under 18 you declare that you are their parent or lawful guardian. We record each confirmation with the booking.</li>
<li><strong>How long:</strong> with the booking; erased with your account.</li>
</ul>
<h3>The reason for your visit and your work details</h3>
<ul>
<li><strong>What:</strong> what you write about your question or concern, and your occupation when you give it.</li>
<li><strong>Why:</strong> so that the astrologer can prepare for your consultation.</li>
<li><strong>Who else receives it:</strong> no one outside the office.</li>
<li><strong>How long:</strong> with the booking; erased with your account.</li>
</ul>
<h3>Horoscopes you upload, and written reports</h3>
<ul>
<li><strong>What:</strong> the horoscope files (pictures or PDFs) you add to a booking, and the reports the astrologer writes for you.</li>
<li><strong>Why:</strong> to read your horoscope and give you the report you paid for.</li>
<li><strong>Where:</strong> {{file_storage}}.</li>
<li><strong>How long:</strong> {{files_months}} months after the consultation. The files of a booking that was cancelled or never paid: {{unpaid_files_days}} days after the booking.</li>
</ul>
<h3>Payments, refunds and receipts</h3>
<ul>
<li><strong>What:</strong> each payment and refund: the amount, the date, how it was paid, and its receipt or credit note with its number. Your card, UPI or bank details never reach us.</li>
<li><strong>Why:</strong> to take payment, give refunds and keep the accounts the law requires.</li>
<li><strong>Who else receives it:</strong> Razorpay, which takes online payments and makes their refunds.</li>
<li><strong>How long:</strong> 72 months, as India's GST law requires, even after your account is erased; the receipts then name you only as "Erased customer".</li>
</ul>
<h3>Messages we send you</h3>
<ul>
<li><strong>What:</strong> each message: its kind (a booking's confirmation, a reminder…), the way it went, when, and its words.</li>
<li><strong>Why:</strong> to keep you informed, and to know what we told you.</li>
<li><strong>Who else receives it:</strong> MSG91, the WhatsApp Business Platform or our e-mail provider, whichever carries it.</li>
<li><strong>How long:</strong> the words, {{message_text_months}} months; that a message was sent, with your account.</li>
</ul>
<h3>Offers</h3>
<ul>
<li><strong>What:</strong> whether you agreed to receive offers from us.</li>
<li><strong>Why:</strong> we send offers only to customers who agreed to them. Agreeing is your choice and changes nothing in our service; you can say no at any time in My Profile.</li>
</ul>
<h3>Sign-in sessions and logs</h3>
<ul>
<li><strong>What:</strong> the sessions you are signed in with (a code worked out from each session's key, never the key itself), each with what the device is (its browser and system, such as "Chrome on Android"), the address it signed in from with its last part left out, a rough place when our network provider names one, and when it was last used; you see them, and sign any out, in My Profile. For the office's staff, the secret of their authenticator app, sealed with the server's key. And the server's log of requests (when, from which address, what was asked; never your birth details).</li>
<li><strong>Why:</strong> to keep your account safe and to find faults.</li>
<li><strong>How long:</strong> a session, 30 days at most or until you sign out; the log, a year.</li>
</ul>
<h3>The office's notes</h3>
<ul>
<li><strong>What:</strong> short notes the office writes about your consultations.</li>
<li><strong>Why:</strong> so that your next consultation carries on from the last. Only the staff and the astrologers a note is written for can read it.</li>
<li><strong>How long:</strong> with your account.</li>
</ul>
<h3>Who in the office looked</h3>
<ul>
<li><strong>What:</strong> each time someone in the office opens your details, a chart, a file or a report, or exports a list: who, when and what.</li>
<li><strong>Why:</strong> so that every look at your data can be accounted for. It is part of the copy of your data you can ask for.</li>
<li><strong>How long:</strong> a year.</li>
</ul>
<h3>Video consultations</h3>
<p>A video consultation takes place in a meeting room at {{video_host}}. That service sees the name you type as you join, and your connection, for as long as the call lasts; we give it nothing else.</p>
<h2>Backups</h2>
<p>Copies of the whole database are kept for {{backup_keep_days}} days, to recover after a fault, and are then replaced. Data erased from the portal is gone from the backups within that time.</p>
<h2>Your rights, and how to use them</h2>
<ul>
<li><strong>A copy of your data:</strong> in My Profile, see and download a summary of everything we keep about you, and with whom it was shared.</li>
<li><strong>Correction:</strong> change your details in My Profile, or ask us there to correct anything else.</li>
<li><strong>Erasure:</strong> delete your account in My Profile. Your future consultations are cancelled and refunded in full; what the law makes us keep (the receipts) stays, without your name.</li>
<li><strong>Withdrawing consent:</strong> stop offers in My Profile with one tap. To withdraw your agreement to this notice, delete your account: we cannot serve you without it. Withdrawing does not undo what was done before.</li>
<li><strong>A grievance:</strong> file it in My Profile, or write to the grievance officer below. We acknowledge it within 48 hours and answer it within 30 days.</li>
<li><strong>Nominating someone:</strong> you may name a person to use these rights for you if you die or can no longer use them yourself; write to the grievance officer with their name and how to reach them.</li>
</ul>
<h2>Grievance officer</h2>
<p>{{grievance_name}}<br>E-mail: {{grievance_email}}<br>Phone: {{grievance_phone}}</p>
<p>If you are not satisfied with our answer, you may complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.</p>
<h2>Changes to this notice</h2>
<p>When this notice changes it gets a new version number, and we ask you to agree to it the next time you sign in or visit. The version you agreed to, and when, is shown in My Profile.</p>
`.trim();
