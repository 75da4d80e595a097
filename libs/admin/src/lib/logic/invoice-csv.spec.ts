import type { AdminInvoiceItem } from '@phc/api-contract';
import { csvCell, invoiceItemsCsv } from './invoice-csv';

const labels = { club: 'Klub', clubId: 'ID klubu', team: 'Tým', item: 'Položka', code: 'Kód', quantity: 'Množství', unitPrice: 'Cena za kus', currency: 'Měna', total: 'Celkem', note: 'Poznámka' };
const item = (over: Partial<AdminInvoiceItem> = {}): AdminInvoiceItem => ({
  id: 1,
  clubId: 7,
  clubName: 'HC Plzeň',
  teamId: 3,
  code: 'bundle_home',
  name: { cs: 'Domácí startovné', en: 'Home entry fee' },
  quantity: 2,
  unitPrice: 6200,
  currency: 'CZK',
  note: null,
  ...over,
});

describe('invoice items as CSV', () => {
  it('writes a header and one line per item with its total, in the chosen language', () => {
    const csv = invoiceItemsCsv([item()], labels, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['ID klubu;Klub;Tým;Kód;Položka;Množství;Cena za kus;Měna;Celkem;Poznámka', '7;HC Plzeň;3;bundle_home;Home entry fee;2;6200;CZK;12400;', '']);
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('A; B')).toBe('"A; B"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
