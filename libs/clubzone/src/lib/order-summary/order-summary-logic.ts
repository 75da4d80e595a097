import type { OrderSummary, OrderSummaryLine, OrderSummarySection } from '@phc/api-contract';

/** The page's order of sections: what the teams come for, then T-shirts, then everything else. */
export const summarySectionOrder: readonly OrderSummarySection[] = ['bundles', 'tshirts', 'extras'];

export interface SummarySectionLines {
  section: OrderSummarySection;
  lines: OrderSummaryLine[];
  /** One subtotal per currency the section's lines are in. */
  subtotals: { currency: OrderSummaryLine['currency']; amount: number }[];
}

/** The summary's lines by section, empty sections left out, each with its subtotals. */
export function summarySections(lines: readonly OrderSummaryLine[]): SummarySectionLines[] {
  return summarySectionOrder
    .map((section) => {
      const own = lines.filter((line) => line.section === section);
      const currencies = [...new Set(own.map((line) => line.currency))];
      const subtotals = currencies.map((currency) => ({ currency, amount: own.filter((l) => l.currency === currency).reduce((sum, l) => sum + l.total, 0) }));
      return { section, lines: own, subtotals };
    })
    .filter((group) => group.lines.length > 0);
}

/** Whether the organiser has given anything to pay to: without an account the page says so instead. */
export const hasPaymentAccount = (payment: OrderSummary['payment']) => payment.bankAccount !== null || payment.iban !== null;

/** "XS–XXL": the range of T-shirt sizes, or null when the tournament lists none. */
export const sizeRange = (sizes: readonly string[]) => (sizes.length === 0 ? null : sizes.length === 1 ? sizes[0] : `${sizes[0]}–${sizes[sizes.length - 1]}`);
