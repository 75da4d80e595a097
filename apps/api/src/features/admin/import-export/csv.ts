// RFC 4180 CSV for spreadsheets, written and read without a library: a few dozen lines cover what
// Excel, LibreOffice and Google Sheets write (quotes, doubled quotes, line breaks in cells, `;` or `,`,
// a BOM), and the reader keeps each record's line number, which the import's errors need.

export type CsvValue = string | number | boolean | null;
export type CsvDelimiter = ';' | ',';

/** A cell starting with one of these would run as a formula when a spreadsheet opens the file. */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds the delimiter, a quote, a line break or edge spaces; formulas defused with a leading `'`. */
export function csvCell(value: CsvValue, delimiter: CsvDelimiter): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: UTF-8 BOM (so Excel reads Czech letters right), CRLF line ends, a trailing line end. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], delimiter: CsvDelimiter): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface CsvRecord {
  /** The file's line the record starts on, 1 = the first line. */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  delimiter: CsvDelimiter | '\t';
  records: CsvRecord[];
  /** The line of a quote never closed: the rest of the file is one broken cell. */
  unterminatedQuoteAt: number | null;
}

/** The delimiter the header line uses most, outside quotes: `;` (Czech Excel), `,` or a tab. */
export function detectDelimiter(text: string): CsvDelimiter | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ';');
  return counts[best] > 0 ? best : ';';
}

/** An undone formula guard: `'=A1` written by csvCell reads back as `=A1`. */
export const undefuse = (cell: string) => (cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * Parses a CSV text into records with their line numbers. Blank lines are skipped; a spreadsheet's
 * trailing empty rows (only delimiters) too.
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  const endCell = () => {
    cells.push(undefuse(cell));
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return { delimiter, records, unterminatedQuoteAt: quoteLine };
  if (cell !== '' || cells.length > 0) endRecord();
  return { delimiter, records, unterminatedQuoteAt: null };
}
