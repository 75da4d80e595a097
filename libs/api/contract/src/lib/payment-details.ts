/**
 * Bank details on the order summary (issue 18 item 8): the organiser types them in the configuration,
 * the server and the browser check them the same way, and a Czech club gets a QR payment (SPD) code.
 * Plain functions, no schema: the configuration stores text and checks it per key.
 */

const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** ISO 13616 lengths of the countries a tournament's organiser banks in; others only need the shape. */
const ibanLengths: Record<string, number> = { CZ: 24, SK: 24, AT: 20, DE: 22, PL: 28, HU: 28, GB: 22, NL: 18, FR: 27, IT: 27, ES: 24, CH: 21, SI: 19, HR: 21 };

/** The remainder mod 97 of a long digit string, a chunk at a time (it does not fit a number). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

const lettersToDigits = (text: string) => text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));

/** The IBAN compact and upper-case when its checksum holds (ISO 13616 mod 97 = 1), else null. */
export function normalizeIban(text: string): string | null {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!ibanShape.test(iban)) return null;
  const length = ibanLengths[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return null;
  return mod97(lettersToDigits(iban.slice(4) + iban.slice(0, 4))) === 1 ? iban : null;
}

/** Groups of four, as printed on an invoice ("CZ65 0800 0000 1920 0014 5399"). */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** SWIFT/BIC (ISO 9362): bank, country, location and an optional branch; upper-case, or null. */
export function normalizeBic(text: string): string | null {
  const bic = text.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? bic : null;
}

const prefixWeights = [10, 5, 8, 4, 2, 1];
const numberWeights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const weighted = (digits: string, weights: number[]) => [...digits.padStart(weights.length, '0')].reduce((sum, d, i) => sum + Number(d) * weights[i], 0) % 11 === 0;

/**
 * A Czech account number ("19-2000145399/0800") without leading zeros, when both its parts pass the
 * Czech National Bank's weighted mod 11 check; else null.
 */
export function normalizeCzechAccount(text: string): string | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  const [, prefix = '', number, bank] = match;
  if (!weighted(prefix, prefixWeights) || !weighted(number, numberWeights) || Number(number) === 0) return null;
  const short = (digits: string) => digits.replace(/^0+/, '');
  return `${prefix && Number(prefix) > 0 ? `${short(prefix)}-` : ''}${short(number)}/${bank}`;
}

/** The IBAN of a Czech account: CZ, check digits, bank code, prefix (6) and number (10). */
export function czechAccountToIban(account: string): string | null {
  const normalized = normalizeCzechAccount(account);
  if (!normalized) return null;
  const [, prefix = '', number, bank] = /^(?:(\d+)-)?(\d+)\/(\d{4})$/.exec(normalized) as RegExpExecArray;
  const bban = `${bank}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  const check = 98 - mod97(lettersToDigits(`${bban}CZ00`));
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/**
 * A Czech account number and an IBAN that name two different accounts (both valid, the IBAN Czech):
 * a club would read one on the order summary while the QR payment pays the other.
 */
export function paymentAccountsDisagree(account: string | null | undefined, iban: string | null | undefined): boolean {
  const fromAccount = account ? czechAccountToIban(account) : null;
  const normalized = iban ? normalizeIban(iban) : null;
  return fromAccount !== null && normalized !== null && normalized.startsWith('CZ') && normalized !== fromAccount;
}

export interface SpdPayment {
  iban: string;
  bic: string | null;
  amount: number;
  currency: string;
  variableSymbol: string;
  recipient: string | null;
  message: string | null;
  /** ISO day (YYYY-MM-DD) or null. */
  dueDate: string | null;
}

/**
 * SPD text without the field separator and without diacritics: banking apps read plain ASCII
 * everywhere, and the QR code then holds one byte per character.
 */
const spdText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The Czech Banking Association's "Short Payment Descriptor" (SPD 1.0) that Czech banking apps read
 * from a QR code: account, amount, currency, variable symbol, message, recipient and due date.
 */
export function spdPaymentString(payment: SpdPayment): string {
  const fields = [
    'SPD',
    '1.0',
    `ACC:${payment.iban}${payment.bic ? `+${payment.bic}` : ''}`,
    `AM:${payment.amount.toFixed(2)}`,
    `CC:${payment.currency}`,
    payment.dueDate ? `DT:${payment.dueDate.replace(/-/g, '')}` : null,
    payment.message ? `MSG:${spdText(payment.message, 60)}` : null,
    payment.recipient ? `RN:${spdText(payment.recipient, 35)}` : null,
    `X-VS:${payment.variableSymbol}`,
  ];
  return fields.filter((field) => field !== null).join('*');
}
