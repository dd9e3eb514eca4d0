// Every number of the account rules in one place (rules §5 and §9 where the spec gives them; the
// others are ours, see docs/decisions/0013-customer-tokens-and-sessions.md). The client reads
// the verification-code ones for its countdowns; the server enforces all of them.

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** rules §5/§9: names under 30 characters, passwords 8 to under 40, phones 9 to 18 digits. */
export const profileRules = {
  nameMaxLength: 29,
  passwordMinLength: 8,
  passwordMaxLength: 39,
  phoneMinDigits: 9,
  phoneMaxDigits: 18,
  /** Addresses a customer may keep. */
  maxShippingAddresses: 20,
} as const;

export const verificationCodeRules = {
  /** 6-digit codes. */
  length: 6,
  /** A code expires 10 minutes after it was sent (the rules give no figure). */
  ttlSeconds: 10 * minute,
  /** Wrong guesses a code survives; the next one kills it. */
  maxAttempts: 5,
  /** A new code to the same address at most once a minute… */
  resendIntervalSeconds: minute,
  /** …and at most 5 an hour. */
  maxSendsPerHour: 5,
  /** A confirmed e-mail or phone may be saved (PUT store/customer/email|phone) for 30 minutes. */
  confirmedValiditySeconds: 30 * minute,
} as const;

export const tokenRules = {
  /** The bearer access token (JWT) lives 10 minutes. */
  accessTokenTtlSeconds: 10 * minute,
  /** An unused refresh token expires after 30 days (sliding with each rotation)… */
  refreshTokenTtlSeconds: 30 * day,
  /** …and a session (a family of refresh tokens) after 90 days, however active. */
  sessionMaxAgeSeconds: 90 * day,
  /**
   * A rotated refresh token presented again within 30 s of its rotation gets a new token of the
   * same session instead of revoking it: two tabs refreshing at once send the same cookie, and a
   * refresh whose answer was lost is retried with it (ADR 0041). Later, it is a reuse.
   */
  rotatedRefreshTokenGraceSeconds: 30,
  /** A device cookie (a device the account signed in on) lasts a year from its last sign-in. */
  deviceCookieMaxAgeSeconds: 365 * day,
  /** The signed state of a social sign-in lives 10 minutes. */
  oauthStateTtlSeconds: 10 * minute,
} as const;

/** Abuse limits: at most `max` events per window; the next is refused with 429. */
export const rateLimits = {
  /**
   * Failed sign-ins for one e-mail address from one IP address: guessing from one place stops at
   * the 11th within 15 minutes, and nobody else is held up by it (ASVS 5.0 §6.3.1).
   */
  signInFailuresPerAccountAndIp: { max: 10, windowSeconds: 15 * minute },
  /**
   * Failed sign-ins for one e-mail address from anywhere: the 101st within an hour is refused,
   * except from a device the account has signed in on before (its device cookie), so guesses
   * spread over many addresses cannot lock the owner out (ADR 0046).
   */
  signInFailuresPerAccount: { max: 100, windowSeconds: hour },
  /** Failed sign-ins with one device cookie: a stolen cookie is no key to unlimited guesses. */
  signInFailuresPerDevice: { max: 10, windowSeconds: 15 * minute },
  /** Failed sign-ins from one IP address, across accounts. */
  signInFailuresPerIp: { max: 300, windowSeconds: hour },
  /** New accounts from one IP address. */
  signUpsPerIp: { max: 30, windowSeconds: hour },
  /** Verification and reset codes requested from one IP address. */
  codeSendsPerIp: { max: 30, windowSeconds: hour },
  /** Codes sent to one e-mail address or phone number. */
  codeSendsPerTarget: { max: verificationCodeRules.maxSendsPerHour, windowSeconds: hour },
  /** Wrong codes entered from one IP address, across codes. */
  codeFailuresPerIp: { max: 100, windowSeconds: hour },
  /** Pre-access look-ups (staging/check-email) from one IP address. */
  emailLookupsPerIp: { max: 300, windowSeconds: hour },
  /**
   * "Has this address an account?" (exist/email/overlapping) from one client — its IP address: a
   * signed-out sign-up form has no session to count by. A person signing up tries a few
   * addresses; a list of them is not checked from one place (ADR 0065).
   */
  accountLookupsPerClient: { max: 20, windowSeconds: hour },
  /** …and about one address, from anywhere: a form asks again as its owner edits, not more. */
  accountLookupsPerAddress: { max: 10, windowSeconds: hour },
  /** Social sign-in callbacks from one IP address. */
  socialSignInsPerIp: { max: 100, windowSeconds: hour },
} as const;

export type RateLimitRule = (typeof rateLimits)[keyof typeof rateLimits];
