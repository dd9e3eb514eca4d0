// The server answers in the spec's exact English (rules §5, §8); the client translates them.
// Keys point into locales/<lng>/common.json under `apiMessages`.
const messageKeys: Record<string, string> = {
  'Incorrect ID or password. Please try again.': 'apiMessages.incorrectCredentials',
  'This e-mail is already in use': 'apiMessages.emailInUse',
  'Account with this email already exists.': 'apiMessages.accountExists',
  'Account with this email address does not exist.': 'apiMessages.accountMissing',
  'Incorrect verification code.': 'apiMessages.incorrectCode',
  'Incorrect password.': 'apiMessages.incorrectPassword',
  'This phone number is already associated with another account.': 'apiMessages.phoneInUse',
  'Please check your email.': 'apiMessages.checkEmail',
  'Please check your phone.': 'apiMessages.checkPhone',
  'No coupons available.': 'apiMessages.noCoupons',
  'Cards and bank accounts issued in Korea cannot be used.': 'apiMessages.koreanCardsUnavailable',
  'Password has been successfully updated': 'apiMessages.passwordUpdated',
  'Network Error': 'apiMessages.network',
  error: 'apiMessages.unknown',
};

/** The translation key of a known server message, if any. */
export function apiMessageKey(message: string): string | undefined {
  return messageKeys[message];
}
