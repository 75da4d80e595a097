// A tournament table ↔ its CSV file. The columns are the row schema's keys in their order; the header
// says them in plain words ("home from group"), and a cell's text becomes the column's type by the
// schema (number, yes/no, empty = nothing) before the contract's schema checks the row.
import * as v from 'valibot';
import { importErrorCodes, tournamentColumnHeader, tournamentTables, type ImportRowError, type TournamentRow, type TournamentTable } from '@phc/api-contract';
import { parseCsv, writeCsv, type CsvDelimiter, type CsvValue } from './csv';
import { fieldErrors } from '../../../platform/http/route';

type Entries = Record<string, v.GenericSchema & { type: string; wrapped?: v.GenericSchema & { type: string } }>;
const entriesOf = (table: TournamentTable) => (tournamentTables[table] as unknown as { entries: Entries }).entries;

export const columnsOf = (table: TournamentTable) => Object.keys(entriesOf(table));

/** A column that may be empty: nullable, or nullish (a column version 1 gained later, see tournament-export.ts). */
const mayBeEmpty = (schema: Entries[string]) => schema.type === 'nullable' || schema.type === 'nullish';

/** A header cell as typed: case, spaces, dashes and underscores do not matter. */
const normalize = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

export function tableToCsv<T extends TournamentTable>(table: T, rows: readonly TournamentRow<T>[], delimiter: CsvDelimiter): string {
  const columns = columnsOf(table);
  return writeCsv(
    columns.map(tournamentColumnHeader),
    rows.map((row) => columns.map((column) => (row as Record<string, CsvValue>)[column] ?? null)),
    delimiter,
  );
}

const truthy = new Set(['yes', 'y', 'true', '1', 'ano', 'a', 'x', 'pravda']);
const falsy = new Set(['no', 'n', 'false', '0', 'ne', 'nepravda', '']);

/** A cell's text as the column's type; what does not convert stays text for the schema to refuse. */
export function cellValue(schema: Entries[string], raw: string, delimiter: string): unknown {
  const nullable = mayBeEmpty(schema);
  const base = nullable && schema.wrapped ? schema.wrapped : schema;
  const text = raw.trim();
  if (text === '' && nullable) return null;
  if (base.type === 'number') {
    // Czech spreadsheets write a decimal comma (unambiguous in a `;` file) and may group thousands with spaces.
    const plain = text.replace(/[\s\u00a0]/g, '');
    const number = Number(delimiter === ',' ? plain : plain.replace(',', '.'));
    return plain === '' || Number.isNaN(number) ? raw : number;
  }
  if (base.type === 'boolean') {
    const word = text.toLowerCase();
    return truthy.has(word) ? true : falsy.has(word) ? false : raw;
  }
  return base.type === 'string' ? raw : text;
}

export interface CsvTable<T extends TournamentTable> {
  rows: TournamentRow<T>[];
  /** The file's line of each row, for errors found later (references between files). */
  lines: number[];
  errors: ImportRowError[];
}

/** Reads one table's CSV file: header by name, each row converted and checked by the contract's row schema. */
export function csvToTable<T extends TournamentTable>(table: T, file: string, text: string): CsvTable<T> {
  const result: CsvTable<T> = { rows: [], lines: [], errors: [] };
  const error = (line: number, field: string, code: string) => result.errors.push({ file, table, line, field, code });
  const parsed = parseCsv(text);
  if (parsed.unterminatedQuoteAt !== null) error(parsed.unterminatedQuoteAt, '_', importErrorCodes.malformedLine);
  const [header, ...records] = parsed.records;
  if (!header) return result;
  const entries = entriesOf(table);
  const byHeader = new Map(Object.keys(entries).map((column) => [normalize(column), column]));
  const columns = header.cells.map((cell) => byHeader.get(normalize(cell)) ?? null);
  header.cells.forEach((cell, i) => columns[i] === null && error(header.line, cell, importErrorCodes.unknownColumn));
  // A column that may be empty may also be left out: a spreadsheet made by hand needs only what matters.
  const absent = Object.keys(entries).filter((column) => !columns.includes(column));
  for (const column of absent) if (!mayBeEmpty(entries[column])) error(header.line, column, importErrorCodes.missingColumn);
  if (result.errors.length > 0) return result;
  for (const record of records) {
    // Fewer cells: a spreadsheet left the empty last ones out. More: a delimiter in an unquoted cell.
    if (record.cells.length > columns.length) {
      error(record.line, '_', importErrorCodes.malformedLine);
      continue;
    }
    const input = Object.fromEntries([...columns.map((column, i) => [column, cellValue(entries[column as string], record.cells[i] ?? '', parsed.delimiter)]), ...absent.map((column) => [column, null])]);
    const checked = v.safeParse(tournamentTables[table], input);
    if (checked.success) {
      result.rows.push(checked.output as TournamentRow<T>);
      result.lines.push(record.line);
    } else for (const [field, [code]] of Object.entries(fieldErrors(checked.issues))) error(record.line, field, code);
  }
  return result;
}
