import { formatMoney, type Locale } from '@phc/i18n';
import type { InvoiceTotals } from '@phc/api-contract';

/** "12 400,- Kč + 40,- €" in Czech, "CZK 12,400 + €40" in English, as the club zone writes money; a club with no items shows a dash. */
export function formatTotals(totals: InvoiceTotals, locale: Locale): string {
  const parts = [...(totals.czk ? [formatMoney(totals.czk, 'CZK', { locale })] : []), ...(totals.eur ? [formatMoney(totals.eur, 'EUR', { locale })] : [])];
  return parts.length ? parts.join(' + ') : '–';
}
