import type { AdminInvoiceItem } from '@phc/api-contract';

export interface InvoiceCsvLabels {
  club: string;
  clubId: string;
  team: string;
  item: string;
  code: string;
  quantity: string;
  unitPrice: string;
  currency: string;
  total: string;
  note: string;
}

/** A cell as spreadsheets read it: quoted when it holds a separator, quote or line break; formulas defused. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Invoice items as CSV for a spreadsheet: semicolons (what Czech Excel expects), CRLF lines and a
 * BOM, so accents survive opening the file by double click.
 */
export function invoiceItemsCsv(items: readonly AdminInvoiceItem[], labels: InvoiceCsvLabels, locale: 'cs' | 'en'): string {
  const header = [labels.clubId, labels.club, labels.team, labels.code, labels.item, labels.quantity, labels.unitPrice, labels.currency, labels.total, labels.note];
  const rows = items.map((i) => [i.clubId, i.clubName, i.teamId, i.code, i.name[locale], i.quantity, i.unitPrice, i.currency, i.quantity * i.unitPrice, i.note]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
