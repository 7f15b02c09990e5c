import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/** A booking every customer may make: a Jathagam reading, JSON, no files. */
export const LOAD_BOOKING = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: [1],
  terms_agreed: true,
};

export interface BookingLoadTally {
  /** Each acknowledged booking: its Idempotency-Key and the appointment id the server gave. */
  acknowledged: { key: string; appointmentId: number }[];
  /** How many replies of each status the clients were given ('error' for a refused or cut connection). */
  statuses: Record<string, number>;
  /** Statuses in the order they came, for "503s, then successes". */
  sequence: string[];
}

/** One call on its own connection (a cluster hands each to the next process); a cut connection resolves as 'error'. */
export function callOnce(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: object;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<{
  status: number | 'error';
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}> {
  return new Promise((resolve) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const sent = httpRequest(new URL(path, base), {
      method,
      agent: false,
      timeout: options.timeoutMs ?? 15_000,
      headers: {
        connection: 'close',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
      });
      response.on('error', () => resolve({ status: 'error', body: null, headers: {} }));
    });
    sent.on('timeout', () => sent.destroy(new Error('timed out')));
    sent.on('error', () => resolve({ status: 'error', body: null, headers: {} }));
    sent.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Customers booking as a careful client would: each booking carries an Idempotency-Key, and
 * any reply that is not an answer (503, a 409 "still in progress", a cut connection) is sent
 * again with the same key after a short wait, until it is answered 201 (or `giveUpMs` pass: an
 * error). Runs `clients` loops
 * side by side until `until()` says stop; a booking begun is always finished. Each customer
 * makes at most `perCustomer` bookings (the unpaid-bookings limit).
 */
export async function runBookingLoad(
  base: string,
  tokens: string[],
  {
    clients,
    until,
    perCustomer = 9,
    retryMs = 100,
    giveUpMs = 60_000,
    onReply,
    onBooked,
  }: {
    clients: number;
    until: () => boolean;
    perCustomer?: number;
    retryMs?: number;
    giveUpMs?: number;
    onReply?: (status: string) => void;
    /** Told of each booking as it is acknowledged (201), while the load runs. */
    onBooked?: (booking: { key: string; appointmentId: number }) => void;
  },
): Promise<BookingLoadTally> {
  const tally: BookingLoadTally = { acknowledged: [], statuses: {}, sequence: [] };
  const made = new Map<string, number>();
  let next = 0;
  const count = (status: number | 'error') => {
    const name = String(status);
    tally.statuses[name] = (tally.statuses[name] ?? 0) + 1;
    tally.sequence.push(name);
    onReply?.(name);
  };

  async function bookOnce(token: string): Promise<void> {
    const key = randomUUID();
    const giveUpAt = Date.now() + giveUpMs;
    for (let last = ''; ;) {
      if (Date.now() > giveUpAt)
        throw new Error(`a booking was not answered 201 within ${giveUpMs} ms (last: ${last})`);
      const reply = await callOnce(base, 'POST', '/api/appointments', {
        token,
        body: LOAD_BOOKING,
        headers: { 'idempotency-key': key },
      });
      count(reply.status);
      last = `${reply.status} ${JSON.stringify(reply.body)}`;
      if (reply.status === 201) {
        const booking = {
          key,
          appointmentId: (reply.body as { appointment: { id: number } }).appointment.id,
        };
        tally.acknowledged.push(booking);
        onBooked?.(booking);
        return;
      }
      if (reply.status !== 'error' && reply.status !== 503 && reply.status !== 409) {
        throw new Error(`a booking was answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      }
      await sleep(retryMs);
    }
  }

  async function client(): Promise<void> {
    while (!until()) {
      const token = tokens[next % tokens.length]!;
      next += 1;
      if ((made.get(token) ?? 0) >= perCustomer) {
        if (
          [...made.values()].every((value) => value >= perCustomer) &&
          made.size === tokens.length
        )
          throw new Error('every customer made all the bookings they may');
        continue;
      }
      made.set(token, (made.get(token) ?? 0) + 1);
      await bookOnce(token);
    }
  }

  await Promise.all(Array.from({ length: clients }, client));
  return tally;
}
