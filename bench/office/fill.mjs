// A busy office's five years, written by the database itself (generate_series): customers,
// astrologers, appointments with their services, payments and refunds, messages and the activity
// log. `scale` 1 is the five years' size of decision 0071 (300,000 appointments, 100,000
// customers, 1,000,000 messages, 1,000,000 activity rows); 0.1 a tenth of it. Deterministic: the
// same scale gives the same rows.

/** The sizes at a scale. */
export function sizesAt(/** @type {number} */ scale) {
  return {
    customers: Math.round(100_000 * scale),
    appointments: Math.round(300_000 * scale),
    messages: Math.round(1_000_000 * scale),
    activity: Math.round(1_000_000 * scale),
  };
}

/** Astrologers in the team (the first is migration 0015's Chief Astrologer). */
export const TEAM = 10;
/** The days the consultations are spread over: five years, the last two months still ahead. */
const DAYS = 1826;

const firstNames = [
  'Arun',
  'Priya',
  'Karthik',
  'Lakshmi',
  'Murugan',
  'Divya',
  'Senthil',
  'Kavitha',
  'Rajesh',
  'Meena',
  'Vignesh',
  'Anitha',
  'Suresh',
  'Revathi',
  'Ganesh',
  'Saranya',
  'Bala',
  'Nithya',
  'Ramesh',
  'Deepa',
  'ராமன்',
  'சீதா',
  'முருகன்',
  'வள்ளி',
];
const lastNames = [
  'Kumar',
  'Subramanian',
  'Raman',
  'Krishnan',
  'Natarajan',
  'Pillai',
  'Iyer',
  'Sundaram',
  'Venkatesh',
  'Balasubramanian',
  'Rajan',
  'Mohan',
  'Srinivasan',
  'Chandran',
  'Gopal',
  'Annamalai',
  'Selvam',
];
const places = [
  'Chennai',
  'Madurai',
  'Coimbatore',
  'Tiruchirappalli',
  'Salem',
  'Tirunelveli',
  'Bengaluru',
  'Singapore',
  'Kuala Lumpur',
  'Colombo',
];
const array = (/** @type {string[]} */ words) =>
  `array[${words.map((word) => `'${word}'`).join(', ')}]`;
/** The i-th word of a list, picked by an integer expression. */
const pick = (/** @type {string[]} */ words, /** @type {string} */ expression) =>
  `(${array(words)})[1 + ((${expression}) % ${words.length})]`;
/** A well-spread number 0..999 from an integer expression (Knuth's multiplicative hash). */
const spread = (/** @type {string} */ expression) =>
  `(((${expression})::bigint * 2654435761) % 1000)::int`;

const messageKinds = [
  'booking_created',
  'payment_received',
  'slot_booked',
  'reminder_24h',
  'reminder_2h',
  'rescheduled',
  'cancelled',
  'refund_processed',
];

/** The statements that fill a migrated, seeded database, in order. */
export function fillStatements(/** @type {number} */ scale) {
  const { customers, appointments, messages, activity } = sizesAt(scale);
  // Consultations a day, the team's together: the k-th of a day is astrologer k % TEAM's, at
  // 09:30 India time plus k / TEAM half hours.
  const aDay = Math.ceil(appointments / DAYS);
  return [
    // The team: nine more astrologers with the Chief Astrologer's hours and services.
    `insert into astrologers (id, name_english, name_tamil, sort_order)
       select g, 'Astrologer ' || g, 'ஜோதிடர் ' || g, g from generate_series(2, ${TEAM}) g
       on conflict (id) do nothing`,
    `select setval(pg_get_serial_sequence('astrologers', 'id'), ${TEAM})`,
    `insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute)
       select a.id, w.weekday, w.opens_at_minute, w.closes_at_minute
       from astrologers a cross join weekly_hours w where w.astrologer_id = 1 and a.id > 1
       on conflict do nothing`,
    `insert into astrologer_services (astrologer_id, service_id)
       select a.id, s.service_id
       from astrologers a cross join astrologer_services s where s.astrologer_id = 1 and a.id > 1
       on conflict do nothing`,
    // Customers: unique numbers, names from common ones (some in Tamil), joined over five years.
    `insert into users (mobile_number, name, language_preference, created_at)
       select '+91' || (7000000000 + g::bigint * 7919)::text,
              ${pick(firstNames, 'g')} || ' ' || ${pick(lastNames, 'g / 24')},
              case when g % 3 = 0 then 'tamil' else 'english' end,
              now() - interval '1826 days' + (g::double precision / ${customers}) * interval '1800 days'
       from generate_series(1, ${customers}) g`,
    // The office: two admins and three desk people.
    `insert into users (mobile_number, name, role, created_at)
       select '+91600000000' || g::text, 'Office ' || g,
              case when g <= 2 then 'admin' else 'desk' end, now() - interval '1826 days'
       from generate_series(1, 5) g`,
    // Appointments: slot i of the five years belongs to astrologer i % TEAM, so consultations that are
    // not cancelled never overlap (the exclusion constraint); statuses as the day lies in the past or ahead.
    `create unlogged table bench_customer_ids as
       select row_number() over (order by id) as n, id from users
       where role = 'customer' and mobile_number like '+917%'`,
    // The calendar's referee (migration 0015) is made again after the rows: one index build, not
    // 300,000 inserts into it.
    `alter table appointments drop constraint appointments_no_overlap`,
    `insert into appointments (appointment_number, user_id, name, gender, date_of_birth, birth_time_type,
         birth_time, birth_place, current_location, country_id,
         bridegroom_name, bridegroom_gender, bridegroom_date_of_birth, bridegroom_birth_place,
         bridegroom_current_location,
         total_cost_paise, status, payment_status, consultation_mode, scheduled_at, ends_at, held_until,
         astrologer_id, outcome_at, cancelled_at, created_at, updated_at)
       select 'AST-' || to_char(x.slot_at, 'YYMM') || '-' || lpad(x.g::text, 6, '0'), c.id,
              ${pick(firstNames, 'x.g * 7')} || ' ' || ${pick(lastNames, 'x.g')},
              case when x.g % 2 = 0 then 'female' else 'male' end,
              date '1960-01-01' + (x.g * 37) % 16000, 'exact',
              lpad(((x.g % 24))::text, 2, '0') || ':' || lpad(((x.g * 7) % 60)::text, 2, '0'),
              ${pick(places, 'x.g')}, ${pick(places, 'x.g / 10')}, (select id from countries where code = 'IN'),
              case when x.g % 10 = 0 then ${pick(firstNames, 'x.g / 3')} || ' ' || ${pick(lastNames, 'x.g / 5')} end,
              case when x.g % 10 = 0 then 'male' end, case when x.g % 10 = 0 then date '1985-01-01' + x.g % 5000 end,
              case when x.g % 10 = 0 then 'Chennai' end, case when x.g % 10 = 0 then 'Chennai' end,
              (1 + x.g % 3) * 50000,
              x.status,
              case x.status
                when 'pending' then (case when x.h % 3 = 0 then 'failed' else 'pending' end)
                when 'cancelled' then 'refunded'
                else 'paid'
              end,
              ${pick(['in_person', 'in_person', 'phone', 'video'], 'x.g / 7')},
              case when x.status <> 'pending' then x.slot_at end,
              case when x.status <> 'pending' then x.slot_at + interval '30 minutes' end,
              case when x.status <> 'pending' then x.slot_at + interval '30 minutes' end,
              case when x.status <> 'pending' then 1 + ((x.g - 1) % ${aDay}) % ${TEAM} end,
              case when x.status in ('completed', 'no_show') then x.slot_at + interval '40 minutes' end,
              case when x.status = 'cancelled' then x.slot_at - interval '1 day' end,
              x.slot_at - (1 + x.h % 20) * interval '1 day', x.slot_at - interval '1 hour'
       from (
         select g, h, slot_at,
                case when slot_at > now()
                  then (case when h < 850 then 'scheduled' when h < 950 then 'cancelled' else 'pending' end)
                  else (case when h < 800 then 'completed' when h < 850 then 'no_show'
                             when h < 930 then 'cancelled' else 'pending' end)
                end as status
         from (select g, ${spread('g')} as h,
                      (current_date - ${Math.ceil(appointments / aDay) - 60})::timestamp
                        at time zone 'Asia/Kolkata'
                        + (((g - 1) / ${aDay}) * interval '1 day') + interval '9 hours 30 minutes'
                        + (((g - 1) % ${aDay}) / ${TEAM}) * interval '30 minutes' as slot_at
               from generate_series(1, ${appointments}) g) s
       ) x join bench_customer_ids c on c.n = 1 + (${spread('x.g')} * 97 + x.g) % ${customers}`,
    `alter table appointments add constraint appointments_no_overlap
       exclude using gist (astrologer_id with =, tstzrange(scheduled_at, held_until) with &&)
       where (scheduled_at is not null and status <> 'cancelled')`,
    `select setval('appointment_number_seq', ${appointments + 1})`,
    `insert into appointment_services (appointment_id, service_id, price_paise)
       select a.id,
              (select id from services order by id limit 1 offset (a.id % (select count(*) from services))),
              a.total_cost_paise
       from appointments a`,
    // A paid (or refunded) consultation has its payment: online mostly, cash at the desk for a fifth.
    `insert into payments (appointment_id, method, status, amount_paise, gateway, gateway_order_id,
         gateway_payment_id, paid_at, created_at, updated_at)
       select a.id, case when a.id % 5 = 0 then 'cash' else 'online' end, 'paid', a.total_cost_paise,
              case when a.id % 5 = 0 then null else 'razorpay' end,
              case when a.id % 5 = 0 then null else 'order_bench_' || a.id end,
              case when a.id % 5 = 0 then null else 'pay_bench_' || a.id end,
              a.created_at + interval '5 minutes', a.created_at, a.created_at + interval '5 minutes'
       from appointments a where a.payment_status in ('paid', 'refunded')`,
    `insert into payments (appointment_id, method, status, amount_paise, gateway, gateway_order_id,
         created_at, updated_at)
       select a.id, 'online', 'failed', a.total_cost_paise, 'razorpay', 'order_bench_' || a.id,
              a.created_at, a.created_at
       from appointments a where a.payment_status = 'failed'`,
    // Cancellations refunded: in full, or half within 24 hours; most processed, a few still owed.
    `insert into refunds (appointment_id, payment_id, kind, method, amount_paise, fee_paise, status,
         idempotency_key, gateway_refund_id, reason, processed_at, created_at, updated_at)
       select p.appointment_id, p.id, 'cancellation', p.method,
              case when p.id % 4 = 0 then p.amount_paise / 2 else p.amount_paise end,
              case when p.id % 4 = 0 then p.amount_paise - p.amount_paise / 2 else 0 end,
              case when p.id % 50 = 0 then 'pending' else 'processed' end, 'refund-bench-' || p.id,
              case when p.method = 'online' and p.id % 50 <> 0 then 'rfnd_bench_' || p.id end, 'cancelled',
              case when p.id % 50 <> 0 then p.created_at + interval '2 days' end,
              p.created_at + interval '1 day', p.created_at + interval '2 days'
       from payments p join appointments a on a.id = p.appointment_id
       where a.payment_status = 'refunded' and p.status = 'paid'`,
    // Messages: about appointments, over five years in time order; 1% failed, 1% dropped, a few still waiting.
    `create unlogged table bench_appointment_ids as
       select row_number() over (order by id) as n, id, user_id from appointments`,
    `insert into messages (idempotency_key, kind, channel, audience, user_id, appointment_id, recipient,
         language, payload, subject, body, status, send_after, attempts, last_error, provider_message_id,
         sent_at, created_at, updated_at)
       select 'bench-' || m.g, ${pick(messageKinds, 'm.g')},
              ${pick(['whatsapp', 'sms', 'whatsapp', 'email'], 'm.g / 3')}, 'customer', a.user_id, a.id,
              '+91' || (7000000000 + a.user_id::bigint * 7919)::text,
              case when m.g % 3 = 0 then 'tamil' else 'english' end, '{}'::jsonb, null,
              'Your consultation is confirmed.',
              m.status, m.at, case when m.status = 'pending' then 0 else 1 end,
              case when m.status = 'failed' then 'provider refused: invalid number' end,
              case when m.status = 'sent' then 'prov-' || m.g end,
              case when m.status = 'sent' then m.at + interval '3 seconds' end, m.at, m.at
       from (select g,
                    case when ${spread('g')} < 10 then 'failed' when ${spread('g')} < 20 then 'dropped'
                         when g > ${messages} - 200 then 'pending' else 'sent' end as status,
                    now() - interval '1826 days' + (g::double precision / ${messages}) * interval '1826 days' as at
             from generate_series(1, ${messages}) g) m
       join bench_appointment_ids a
         on a.n = 1 + ((m.g::bigint * ${appointments}) / ${messages} + m.g % 7) % ${appointments}`,
    // The activity log: customers' own changes (most), the office's, the system's refunds.
    `insert into audit_log (actor_user_id, action, entity_type, entity_id, before, after, created_at)
       select case when l.kind < 550 then a.user_id
                   when l.kind < 950 then (select min(id) from users where role <> 'customer') + l.g % 5 end,
              case when l.kind < 400 then 'appointment.customer_reschedule'
                   when l.kind < 550 then 'appointment.customer_cancel'
                   when l.kind < 700 then 'appointment.complete'
                   when l.kind < 800 then 'appointment.mark_cash_paid'
                   when l.kind < 900 then 'appointment.schedule'
                   when l.kind < 950 then 'appointment.no_show' else 'refund.automatic' end,
              'appointment', a.id::text,
              jsonb_build_object('status', 'scheduled', 'scheduled_at', l.at - interval '1 day'),
              jsonb_build_object(
                'status',
                case when l.kind < 400 then 'scheduled' when l.kind < 550 then 'cancelled' else 'completed' end,
                'scheduled_at', l.at),
              l.at
       from (select g, ${spread('g * 3 + 1')} as kind,
                    now() - interval '1826 days' + (g::double precision / ${activity}) * interval '1826 days' as at
             from generate_series(1, ${activity}) g) l
       join bench_appointment_ids a on a.n = 1 + ((l.g::bigint * 7) % ${appointments})`,
    `drop table bench_customer_ids`,
    `drop table bench_appointment_ids`,
  ];
}
