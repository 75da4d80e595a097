import type { Currency } from './invoice';

/**
 * The printable order summary (SPEC §7 order-summary-preview): a self-contained HTML page the browser
 * prints to PDF. Bilingual, since it opens in a new tab without the site's locale.
 */
export interface SummaryLine {
  code: string;
  nameCs: string;
  nameEn: string;
  /** Team label ("U15 II"), or null for club-wide items (transfers). */
  team: string | null;
  quantity: number;
  unitPrice: number;
  note: string | null;
}

export interface OrderSummaryInput {
  clubName: string;
  clubId: number;
  registrationState: string;
  currency: Currency;
  teams: { label: string }[];
  lines: SummaryLine[];
  tshirtSizes: string[];
  tshirtPrice: { czk: number; eur: number };
  generatedAt: Date;
}

const groupFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0, useGrouping: true });

/** SPEC §9 Czech number formatting: grouped with spaces, default suffix ",-", then Kč or €. */
export function formatMoney(amount: number, currency: Currency): string {
  const number = groupFormat.format(Math.round(amount)).replace(/\s/g, '\u00a0');
  return `${number},-\u00a0${currency === 'CZK' ? 'Kč' : '€'}`;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Section = 'bundles' | 'tshirts' | 'extras';
const sectionOf = (code: string): Section => (code.startsWith('bundle_') ? 'bundles' : code === 'tshirt' ? 'tshirts' : 'extras');
const sectionTitles: Record<Section, string> = {
  bundles: 'Balíčky / Bundles',
  tshirts: 'Trička / T-shirts',
  extras: 'Doplňkové služby / Extras',
};

export function orderTotal(lines: readonly Pick<SummaryLine, 'quantity' | 'unitPrice'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

export function renderOrderSummary(input: OrderSummaryInput): string {
  const money = (n: number) => escapeHtml(formatMoney(n, input.currency));
  const rows = (section: Section) => input.lines.filter((l) => sectionOf(l.code) === section);
  const table = (section: Section) => {
    const lines = rows(section);
    if (lines.length === 0) return '';
    const body = lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(l.nameCs)}<br><span class="en">${escapeHtml(l.nameEn)}</span>${l.note ? `<br><small>${escapeHtml(l.note)}</small>` : ''}</td>` +
          `<td>${l.team ? escapeHtml(l.team) : '—'}</td><td class="num">${l.quantity}</td><td class="num">${money(l.unitPrice)}</td><td class="num">${money(l.quantity * l.unitPrice)}</td></tr>`,
      )
      .join('');
    return (
      `<section><h2>${sectionTitles[section]}</h2><table><thead><tr><th scope="col">Položka / Item</th><th scope="col">Tým / Team</th>` +
      `<th scope="col" class="num">Počet / Qty</th><th scope="col" class="num">Cena / Price</th><th scope="col" class="num">Celkem / Total</th></tr></thead>` +
      `<tbody>${body}</tbody><tfoot><tr><th scope="row" colspan="4">Mezisoučet / Subtotal</th><td class="num">${money(orderTotal(lines))}</td></tr></tfoot></table></section>`
    );
  };
  const tshirtPrice = input.currency === 'CZK' ? input.tshirtPrice.czk : input.tshirtPrice.eur;
  const freeVip = input.teams.length;
  const date = `${input.generatedAt.getUTCDate()}. ${input.generatedAt.getUTCMonth() + 1}. ${input.generatedAt.getUTCFullYear()}`;
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Souhrn objednávky / Order summary – ${escapeHtml(input.clubName)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;max-width:960px;padding:16px;line-height:1.4}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:24px 0 8px}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{border-bottom:1px solid #ccc;padding:6px 4px;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}.en{color:#555}.total{font-size:1.25rem;font-weight:700;text-align:right;margin-top:16px}
.meta{color:#555}.print{margin:12px 0;color:#555}
@media print{.print{display:none}body{padding:0}}
</style>
</head>
<body>
<main>
<h1>Souhrn objednávky / Order summary</h1>
<p class="meta">${escapeHtml(input.clubName)} (ID ${input.clubId}) · ${escapeHtml(date)} · ${input.currency}</p>
<p class="print">Stránku vytisknete nebo uložíte do PDF tiskem z prohlížeče (Ctrl+P). / Print or save as PDF from the browser (Ctrl+P).</p>
${table('bundles')}
${table('tshirts')}
${table('extras')}
<section><h2>Informace / Information</h2><ul>
<li>Turnajové tričko / Tournament T-shirt: ${money(tshirtPrice)} (${escapeHtml(input.tshirtSizes.length ? `${input.tshirtSizes[0]}–${input.tshirtSizes[input.tshirtSizes.length - 1]}` : '—')})</li>
<li>VIP vstupenky zdarma / Free VIP tickets: ${freeVip} (1 na tým / 1 per team)</li>
</ul></section>
<p class="total">Celkem / Total: ${money(orderTotal(input.lines))}</p>
</main>
</body>
</html>`;
}
