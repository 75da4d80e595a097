// The club's order summary (issue 18 item 8): what the club ordered, what it pays and where to, as data
// for the club zone's printable page; the older HTML preview (SPEC §7) renders the same data.
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { IdParamsSchema, IdSchema } from './primitives';

export const OrderCurrencySchema = v.picklist(['CZK', 'EUR']);

/** Where a line is listed: bundles, T-shirts, or everything else (VIP tickets, rooms, meals, transfers). */
export const OrderSummarySectionSchema = v.picklist(['bundles', 'tshirts', 'extras']);
export type OrderSummarySection = v.InferOutput<typeof OrderSummarySectionSchema>;

const LocalizedSchema = v.object({ cs: v.string(), en: v.string() });

export const OrderSummaryLineSchema = v.object({
  code: v.string(),
  section: OrderSummarySectionSchema,
  name: LocalizedSchema,
  /**
   * The team's label with its category's name ("A chlapci II" / "A boys II": boys' and girls' categories
   * share a code), or null for club-wide items (transfers).
   */
  team: v.nullable(LocalizedSchema),
  quantity: v.number(),
  unitPrice: v.number(),
  total: v.number(),
  currency: OrderCurrencySchema,
  note: v.nullable(v.string()),
});
export type OrderSummaryLine = v.InferOutput<typeof OrderSummaryLineSchema>;

const AmountSchema = v.object({ currency: OrderCurrencySchema, amount: v.number() });

/**
 * Bank details from the configuration (payment_* keys) with the club's variable symbol. Any part the
 * organiser has not set is null; `qrPayment` is the SPD text of a QR payment, only for a CZK total.
 */
export const OrderPaymentSchema = v.object({
  recipient: v.nullable(v.string()),
  bankAccount: v.nullable(v.string()),
  iban: v.nullable(v.string()),
  swift: v.nullable(v.string()),
  /** The club's id: stable for the club's whole registration, so every payment pairs with it. */
  variableSymbol: v.string(),
  dueDate: v.nullable(v.string()),
  note: v.nullable(v.string()),
  qrPayment: v.nullable(v.string()),
});
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/**
 * Whether the club has paid (issue 24): an organiser marks it paid; unpaid past the due date is
 * overdue. Only "paid" is stored; the rest follows from the due date and the day it is.
 */
export const OrderPaymentStateSchema = v.picklist(['paid', 'unpaid', 'overdue']);
export type OrderPaymentState = v.InferOutput<typeof OrderPaymentStateSchema>;

export const OrderPaymentStatusSchema = v.object({
  state: OrderPaymentStateSchema,
  /** ISO moment the organiser marked it paid; null while unpaid. */
  paidAt: v.nullable(v.string()),
  /** The due date (YYYY-MM-DD) it was judged by; null when the organiser set none. */
  dueDate: v.nullable(v.string()),
});
export type OrderPaymentStatus = v.InferOutput<typeof OrderPaymentStatusSchema>;

/** Paid once marked; otherwise overdue from the day after the due date (`today`: the tournament's day, YYYY-MM-DD). */
export function orderPaymentState(paidAt: string | Date | null, dueDate: string | null, today: string): OrderPaymentState {
  if (paidAt) return 'paid';
  return dueDate && dueDate.slice(0, 10) < today ? 'overdue' : 'unpaid';
}

export const OrderSummarySchema = v.object({
  club: v.object({ id: IdSchema, name: v.string(), registrationState: v.string() }),
  /** The club's currency (CZK for Czech clubs, EUR for the rest; SPEC §9). */
  currency: OrderCurrencySchema,
  generatedAt: v.string(),
  teams: v.array(v.object({ id: IdSchema, label: LocalizedSchema })),
  lines: v.array(OrderSummaryLineSchema),
  /** One total per currency the lines are in (normally one). */
  totals: v.array(AmountSchema),
  tshirts: v.object({ sizes: v.array(v.string()), unitPrice: v.number(), ordered: v.number() }),
  /** SPEC §9: one free VIP ticket per team. */
  freeVipTickets: v.number(),
  payment: OrderPaymentSchema,
  paymentStatus: OrderPaymentStatusSchema,
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** The same readers as the preview: the club's administrators, club managers, super reporters, organisers. */
const orderSummaryAccess: Access[] = ['clubAdmin', 'clubManager', 'reporter', 'admin'];

export const orderSummaryEndpoints = {
  /** 409 `not_approved` until the registration is approved or processed (SPEC §4). */
  summary: defineEndpoint({
    name: 'web.orderSummary',
    method: 'GET',
    path: '/api/v1/web/clubs/:id/order-summary',
    params: IdParamsSchema,
    response: v.object({ summary: OrderSummarySchema }),
    access: orderSummaryAccess,
  }),
} as const;
