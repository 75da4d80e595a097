import { formatMoney } from '@phc/i18n';
import type { InvoiceTotals } from '@phc/api-contract';

/** "12 400,- Kč + 40,- €"; a club with no items shows a dash. */
export function formatTotals(totals: InvoiceTotals): string {
  const parts = [...(totals.czk ? [formatMoney(totals.czk, 'CZK')] : []), ...(totals.eur ? [formatMoney(totals.eur, 'EUR')] : [])];
  return parts.length ? parts.join(' + ') : '–';
}
