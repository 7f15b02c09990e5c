/**
 * The sign-in rules (decisions 0009, 0105): a code's life and guesses, resends, sessions, and the
 * limits, each counted where a stranger cannot spend the owner's share.
 */
export const SIGN_IN_RULES = {
  codeLifetimeSeconds: 5 * 60,
  /** Wrong guesses that end one request's code. */
  maxWrongGuesses: 5,
  /** From this many wrong guesses on a request, each further try needs the proof of work too. */
  captchaAfterWrongGuesses: 3,
  /**
   * Wrong guesses a number takes across its requests in a day, counted apart for requests from a
   * known device and the others: past it, that kind of request is refused for the day.
   */
  wrongGuessesPerNumber: [{ limit: 20, windowMs: 24 * 60 * 60 * 1000 }],
  resendAfterSeconds: 30,
  /**
   * Live requests a number keeps of each kind; the oldest goes. Sends not from a known device are
   * at most 3 in a 15-minute window, so within a code's 5 minutes at most 6 can follow one
   * another across a window's edge: 6 kept means a stranger's sends never drop the owner's.
   */
  liveRequestsPerNumber: { knownDevice: 3, other: 6 },
  /** Devices an account keeps known; the one used least recently goes. */
  knownDevicesPerUser: 10,
  /** Sends to a number not from a known device of it: whoever asks, the owner's new phone too. */
  sendsPerNumber: [
    { limit: 3, windowMs: 15 * 60 * 1000 },
    { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
  ],
  /** Sends from one known device, counted for that device alone. */
  sendsPerKnownDevice: [
    { limit: 3, windowMs: 15 * 60 * 1000 },
    { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
  ],
  /**
   * Sends from one address (an IPv6 /64): high, since a carrier's shared address or an office's
   * Wi-Fi is many people; each send also pays the proof of work, dearer as the budget drains.
   */
  sendsPerAddress: [{ limit: 120, windowMs: 60 * 60 * 1000 }],
  verifiesPerAddress: [{ limit: 120, windowMs: 15 * 60 * 1000 }],
} as const;

export type Limits = readonly { limit: number; windowMs: number }[];
