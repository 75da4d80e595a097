import { csvCell, detectDelimiter, parseCsv, writeCsv } from './csv';

describe('CSV cells for spreadsheets', () => {
  it('quotes a cell with the delimiter, a quote, a line break or edge spaces, and doubles its quotes', () => {
    expect(csvCell('plain', ';')).toBe('plain');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('HC "Lev"', ';')).toBe('"HC ""Lev"""');
    expect(csvCell('two\nlines', ';')).toBe('"two\nlines"');
    expect(csvCell(' padded', ';')).toBe('" padded"');
  });

  it('writes nothing for null, yes/no for booleans, numbers as they are, and defuses formulas', () => {
    expect(csvCell(null, ';')).toBe('');
    expect([csvCell(true, ';'), csvCell(false, ';')]).toEqual(['yes', 'no']);
    expect(csvCell(-3, ';')).toBe('-3');
    expect(csvCell('=HYPERLINK("x")', ';')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-Sokol', ';')).toBe("'-Sokol");
  });

  it('writes a file with a BOM, CRLF line ends and a trailing line end', () => {
    expect(writeCsv(['a', 'b'], [[1, 'x']], ';')).toBe('\uFEFFa;b\r\n1;x\r\n');
  });
});

describe('reading CSV (RFC 4180)', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, keeping each record’s first line', () => {
    const parsed = parseCsv('\uFEFFname;note\r\n"Sokol; Praha";"He said ""hi"""\r\n"two\r\nlines";x\r\nlast;y');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Sokol; Praha', 'He said "hi"'] },
      { line: 3, cells: ['two\r\nlines', 'x'] },
      { line: 5, cells: ['last', 'y'] },
    ]);
    expect(parsed.unterminatedQuoteAt).toBeNull();
  });

  it('detects the delimiter from the header: semicolon, comma or tab, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(detectDelimiter('"a;x",b,c\n')).toBe(',');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('single\n')).toBe(';');
  });

  it('skips blank lines and a spreadsheet’s empty trailing rows, and reads LF-only files', () => {
    const parsed = parseCsv('a,b\n\n1,2\n,\n');
    expect(parsed.records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });

  it('reports a quote never closed with the line it opened on', () => {
    expect(parseCsv('a;b\r\n1;"open\r\n2;3\r\n').unterminatedQuoteAt).toBe(2);
  });

  it('reads back what it writes, formulas guarded on the way out restored on the way in', () => {
    const rows = [['=SUM(A1)', 'a;b', 'x"y', 'multi\r\nline', ' edge ', ''], ['-Sokol', '@home', 'Žluťoučký kůň', '1', '2', '3']];
    const back = parseCsv(writeCsv(['c1', 'c2', 'c3', 'c4', 'c5', 'c6'], rows, ';'));
    expect(back.records.slice(1).map((r) => r.cells)).toEqual(rows);
  });
});
