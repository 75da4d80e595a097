import type { Kysely, Transaction } from 'kysely';
import {
  configValue,
  orderPaymentState,
  czechAccountToIban,
  paymentAccountsDisagree,
  normalizeBic,
  normalizeCzechAccount,
  normalizeIban,
  spdPaymentString,
  type ConfigValue,
  type OrderPayment,
  type OrderSummary,
  type OrderSummaryLine,
  type OrderSummarySection,
} from '@phc/api-contract';
import { teamLabel, tournamentDay } from '@phc/tournaments';
import type { Database } from '../../../platform/db/schema';
import { HttpError, notFound } from '../../../platform/http/errors';
import { currencyOfCountry, freeVipTicketsPerTeam, type Currency } from './invoice';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The club's order summary (issue 18 item 8, SPEC §7 order-summary-preview): the one place that
 * computes it. The club zone's page reads it as JSON; the HTML preview renders the same object.
 */

export interface OrderSummaryRows {
  club: { id: number; name: string; registrationState: string; countryCode: string; paidAt: Date | null };
  teams: { id: number; name: string | null; teamNumber: number; categoryName: { cs: string; en: string } }[];
  /** Invoice items in price-list order. */
  items: { teamId: number | null; quantity: number; unitPrice: number; currency: string; note: string | null; code: string; nameCs: string; nameEn: string }[];
  tshirtSizes: string[];
  tshirtPrice: { czk: number; eur: number };
  configurations: readonly ConfigValue[];
  now: Date;
}

export const sectionOf = (code: string): OrderSummarySection => (code.startsWith('bundle_') ? 'bundles' : code === 'tshirt' ? 'tshirts' : 'extras');

const asCurrency = (text: string, fallback: Currency): Currency => (text === 'CZK' || text === 'EUR' ? text : fallback);

/** One total per currency, in the order the currencies first appear (the club's own first). */
export function totalsByCurrency(lines: readonly Pick<OrderSummaryLine, 'currency' | 'total'>[], clubCurrency: Currency): { currency: Currency; amount: number }[] {
  const sums = new Map<Currency, number>([[clubCurrency, 0]]);
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.total);
  return [...sums].filter(([currency, amount]) => amount !== 0 || currency === clubCurrency).map(([currency, amount]) => ({ currency, amount }));
}

const text = (configurations: readonly ConfigValue[], key: Parameters<typeof configValue>[1]) => {
  const value = configValue(configurations, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * Bank details from the payment_* keys. A value stored before it was checked (a seed, an import) that
 * fails its check is left out rather than printed wrong; a missing IBAN is derived from a Czech account,
 * and an account number that is not the IBAN's account is left out.
 * The QR payment (SPD) is offered for a CZK total only: Czech banking apps read it, in crowns.
 */
export function paymentDetails(configurations: readonly ConfigValue[], clubId: number, total: { currency: Currency; amount: number } | undefined): OrderPayment {
  const account = text(configurations, 'payment_bank_account');
  const ibanText = text(configurations, 'payment_iban');
  // When the two name different accounts the IBAN wins (the QR payment pays it), so the page never
  // prints one account and pays another; the configuration screen warns the organiser.
  const bankAccount = account && !paymentAccountsDisagree(account, ibanText) ? normalizeCzechAccount(account) : null;
  const iban = (ibanText ? normalizeIban(ibanText) : null) ?? (bankAccount ? czechAccountToIban(bankAccount) : null);
  const swiftText = text(configurations, 'payment_swift');
  const swift = swiftText ? normalizeBic(swiftText) : null;
  const due = text(configurations, 'payment_due_date');
  const dueDate = due ? due.slice(0, 10) : null;
  const recipient = text(configurations, 'payment_recipient');
  const note = text(configurations, 'payment_note');
  const variableSymbol = String(clubId);
  const qrPayment =
    iban && total && total.currency === 'CZK' && total.amount > 0
      ? spdPaymentString({ iban, bic: swift, amount: total.amount, currency: 'CZK', variableSymbol, recipient, message: note, dueDate })
      : null;
  return { recipient, bankAccount, iban, swift, variableSymbol, dueDate, note, qrPayment };
}

/** The summary from the rows read for it: lines with their totals, totals per currency, payment details. */
export function buildOrderSummary(rows: OrderSummaryRows): OrderSummary {
  const currency = currencyOfCountry(rows.club.countryCode);
  // The category's name, not its code: a club's boys' and girls' first teams would both read "A I".
  const label = (team: OrderSummaryRows['teams'][number], locale: 'cs' | 'en') =>
    teamLabel({ name: team.name, categoryCode: team.categoryName[locale], teamNumber: team.teamNumber });
  const teams = rows.teams.map((team) => ({ id: team.id, label: { cs: label(team, 'cs'), en: label(team, 'en') } }));
  const teamLabels = new Map(teams.map((team) => [team.id, team.label]));
  const lines: OrderSummaryLine[] = rows.items.map((item) => ({
    code: item.code,
    section: sectionOf(item.code),
    name: { cs: item.nameCs, en: item.nameEn },
    team: item.teamId === null ? null : (teamLabels.get(item.teamId) ?? null),
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.quantity * item.unitPrice,
    currency: asCurrency(item.currency, currency),
    note: item.note,
  }));
  const totals = totalsByCurrency(lines, currency);
  const payment = paymentDetails(rows.configurations, rows.club.id, totals.find((t) => t.currency === currency));
  return {
    club: { id: rows.club.id, name: rows.club.name, registrationState: rows.club.registrationState },
    currency,
    generatedAt: rows.now.toISOString(),
    teams,
    lines,
    totals,
    tshirts: {
      sizes: rows.tshirtSizes,
      unitPrice: currency === 'CZK' ? rows.tshirtPrice.czk : rows.tshirtPrice.eur,
      ordered: lines.filter((line) => line.section === 'tshirts').reduce((sum, line) => sum + line.quantity, 0),
    },
    freeVipTickets: teams.length * freeVipTicketsPerTeam,
    payment,
    paymentStatus: {
      state: orderPaymentState(rows.club.paidAt, payment.dueDate, tournamentDay(rows.now)),
      paidAt: rows.club.paidAt ? new Date(rows.club.paidAt).toISOString() : null,
      dueDate: payment.dueDate,
    },
  };
}

const paymentKeys = ['payment_recipient', 'payment_bank_account', 'payment_iban', 'payment_swift', 'payment_due_date', 'payment_note'];

/** SPEC §4: approved or processed unlocks the order summary. */
export const isOrderSummaryOpen = (state: string) => state === 'approved' || state === 'processed';

/** Reads and computes a club's summary; 404 for no such club, 409 `not_approved` before approval. */
export async function loadOrderSummary(db: Db, clubId: number, now: Date): Promise<OrderSummary> {
  const club = await db
    .selectFrom('clubs')
    .innerJoin('countries', 'countries.id', 'clubs.country_id')
    .select(['clubs.id', 'clubs.name', 'clubs.registration_state', 'clubs.paid_at', 'countries.code'])
    .where('clubs.id', '=', clubId)
    .executeTakeFirst();
  if (!club) throw notFound('No such club');
  if (!isOrderSummaryOpen(club.registration_state)) {
    throw new HttpError(409, 'not_approved', 'The order summary is available once the registration is processed or approved');
  }
  const [teams, items, sizes, tshirt, configurations] = await Promise.all([
    db
      .selectFrom('teams')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .select(['teams.id', 'teams.name', 'teams.team_number', 'team_categories.name_cs', 'team_categories.name_en'])
      .where('teams.club_id', '=', club.id)
      .orderBy('team_categories.sort_order')
      .orderBy('teams.team_number')
      .execute(),
    db
      .selectFrom('invoice_items')
      .innerJoin('pricelist_items', 'pricelist_items.id', 'invoice_items.pricelist_item_id')
      .select(['invoice_items.team_id', 'invoice_items.quantity', 'invoice_items.unit_price', 'invoice_items.currency', 'invoice_items.note', 'pricelist_items.code', 'pricelist_items.name_cs', 'pricelist_items.name_en'])
      .where('invoice_items.club_id', '=', club.id)
      .orderBy('pricelist_items.sort_order')
      .orderBy('invoice_items.id')
      .execute(),
    db.selectFrom('tshirt_sizes').select('code').orderBy('sort_order').execute(),
    db.selectFrom('pricelist_items').select(['price_czk', 'price_eur']).where('code', '=', 'tshirt').executeTakeFirst(),
    db.selectFrom('config_values').select(['key', 'data_type', 'value', 'format']).where('key', 'in', paymentKeys).execute(),
  ]);
  return buildOrderSummary({
    club: { id: club.id, name: club.name, registrationState: club.registration_state, countryCode: club.code, paidAt: club.paid_at },
    teams: teams.map((t) => ({ id: t.id, name: t.name, teamNumber: t.team_number, categoryName: { cs: t.name_cs, en: t.name_en } })),
    items: items.map((i) => ({ teamId: i.team_id, quantity: i.quantity, unitPrice: i.unit_price, currency: i.currency, note: i.note, code: i.code, nameCs: i.name_cs, nameEn: i.name_en })),
    tshirtSizes: sizes.map((s) => s.code),
    // SPEC §9: a T-shirt costs 300 CZK or 12 EUR when the price list has no item for it.
    tshirtPrice: { czk: tshirt?.price_czk ?? 300, eur: tshirt?.price_eur ?? 12 },
    configurations: configurations.map((c) => ({ key: c.key, dataType: c.data_type as ConfigValue['dataType'], value: c.value, format: c.format as ConfigValue['format'] })),
    now,
  });
}
