import { formatIban, type OrderSummary, type OrderSummarySection } from '@phc/api-contract';
import { tournamentDay } from '@phc/tournaments';
import type { Currency } from './invoice';

/**
 * The HTML preview (SPEC §7 order-summary-preview): kept for the links the spec names, it renders the
 * summary computed by order-summary-data.ts (the club zone's page shows the same data with the
 * tournament's brand). Bilingual, since it opens without the site's locale.
 */

const groupFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0, useGrouping: true });

/** SPEC §9 Czech number formatting: grouped with spaces, default suffix ",-", then Kč or €. */
export function formatMoney(amount: number, currency: Currency): string {
  const number = groupFormat.format(Math.round(amount)).replace(/\s/g, '\u00a0');
  return `${number},-\u00a0${currency === 'CZK' ? 'Kč' : '€'}`;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const sectionTitles: Record<OrderSummarySection, string> = {
  bundles: 'Balíčky / Bundles',
  tshirts: 'Trička / T-shirts',
  extras: 'Doplňkové služby / Extras',
};

export function orderTotal(lines: readonly { quantity: number; unitPrice: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

function sectionTable(summary: OrderSummary, section: OrderSummarySection): string {
  const lines = summary.lines.filter((l) => l.section === section);
  if (lines.length === 0) return '';
  const money = (n: number, currency: Currency) => escapeHtml(formatMoney(n, currency));
  const body = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name.cs)}<br><span class="en">${escapeHtml(l.name.en)}</span>${l.note ? `<br><small>${escapeHtml(l.note)}</small>` : ''}</td>` +
        `<td>${l.team ? `${escapeHtml(l.team.cs)}<br><span class="en">${escapeHtml(l.team.en)}</span>` : '—'}</td><td class="num">${l.quantity}</td><td class="num">${money(l.unitPrice, l.currency)}</td><td class="num">${money(l.total, l.currency)}</td></tr>`,
    )
    .join('');
  const subtotal = [...new Set(lines.map((l) => l.currency))].map((c) => money(orderTotal(lines.filter((l) => l.currency === c)), c)).join(' + ');
  return (
    `<section><h2>${sectionTitles[section]}</h2><table><thead><tr><th scope="col">Položka / Item</th><th scope="col">Tým / Team</th>` +
    `<th scope="col" class="num">Počet / Qty</th><th scope="col" class="num">Cena / Price</th><th scope="col" class="num">Celkem / Total</th></tr></thead>` +
    `<tbody>${body}</tbody><tfoot><tr><th scope="row" colspan="4">Mezisoučet / Subtotal</th><td class="num">${subtotal}</td></tr></tfoot></table></section>`
  );
}

const paymentStates: Record<OrderSummary['paymentStatus']['state'], string> = {
  paid: 'Zaplaceno / Paid',
  unpaid: 'Nezaplaceno / Unpaid',
  overdue: 'Po splatnosti / Overdue',
};

function paymentSection(summary: OrderSummary): string {
  const p = summary.payment;
  const rows: [string, string | null][] = [
    ['Příjemce / Recipient', p.recipient],
    ['Číslo účtu / Account number', p.bankAccount],
    ['IBAN', p.iban ? formatIban(p.iban) : null],
    ['SWIFT/BIC', p.swift],
    ['Variabilní symbol / Variable symbol', p.variableSymbol],
    ['Splatnost / Due date', p.dueDate ? p.dueDate.split('-').reverse().map(Number).join('. ') : null],
    ['Poznámka / Note', p.note],
    ['Stav platby / Payment', paymentStates[summary.paymentStatus.state]],
  ];
  const items = rows.filter(([, value]) => value !== null).map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value as string)}</dd>`);
  return `<section><h2>Platební údaje / Payment details</h2><dl>${items.join('')}</dl></section>`;
}

export function renderOrderSummary(summary: OrderSummary, tournamentName: string): string {
  // The day it was made on Prague's clock: after 23:00 UTC in winter it is already tomorrow there.
  const date = tournamentDay(new Date(summary.generatedAt)).split('-').reverse().map(Number).join('. ');
  const sizes = summary.tshirts.sizes;
  const total = summary.totals.map((t) => escapeHtml(formatMoney(t.amount, t.currency))).join(' + ');
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Souhrn objednávky / Order summary – ${escapeHtml(summary.club.name)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;max-width:960px;padding:16px;line-height:1.4}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:24px 0 8px}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{border-bottom:1px solid #ccc;padding:6px 4px;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}.en{color:#555}.total{font-size:1.25rem;font-weight:700;text-align:right;margin-top:16px}
.meta{color:#555}.print{margin:12px 0;color:#555}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0}
@media print{.print{display:none}body{padding:0}}
</style>
</head>
<body>
<main>
<p class="meta">${escapeHtml(tournamentName)}</p>
<h1>Souhrn objednávky / Order summary</h1>
<p class="meta">${escapeHtml(summary.club.name)} (ID ${summary.club.id}) · ${escapeHtml(date)} · ${summary.currency}</p>
<p class="print">Stránku vytisknete nebo uložíte do PDF tiskem z prohlížeče (Ctrl+P). / Print or save as PDF from the browser (Ctrl+P).</p>
${sectionTable(summary, 'bundles')}
${sectionTable(summary, 'tshirts')}
${sectionTable(summary, 'extras')}
<section><h2>Informace / Information</h2><ul>
<li>Turnajové tričko / Tournament T-shirt: ${escapeHtml(formatMoney(summary.tshirts.unitPrice, summary.currency))} (${escapeHtml(sizes.length ? `${sizes[0]}–${sizes[sizes.length - 1]}` : '—')})</li>
<li>VIP vstupenky zdarma / Free VIP tickets: ${summary.freeVipTickets} (1 na tým / 1 per team)</li>
</ul></section>
<p class="total">Celkem / Total: ${total}</p>
${paymentSection(summary)}
</main>
</body>
</html>`;
}
