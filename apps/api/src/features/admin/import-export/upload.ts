// Reading an import's upload: every file part streamed in (size-limited by the multipart scope),
// decoded (UTF-8, or the Windows-1250 of a Czech Excel "CSV" save), and turned into tables with each
// row's origin. JSON: the whole export; CSV: one table per file, named by the file.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  TournamentExportSchema,
  importErrorCodes,
  importMaxErrors,
  tournamentImportLimits,
  tournamentTableFile,
  tournamentTableNames,
  type ImportRowError,
  type TournamentTable,
  type TournamentTables,
} from '@phc/api-contract';
import { HttpError, badRequest } from '../../../platform/http/errors';
import { fieldErrors } from '../../../platform/http/route';
import type { RowOrigin } from './references';
import { csvToTable } from './tables';

export interface UploadedFile {
  name: string;
  text: string;
}

export interface ReadTables {
  tables: TournamentTables;
  origin: RowOrigin;
  errors: ImportRowError[];
}

const tooLarge = () => new HttpError(413, 'payload_too_large', `An import file may have at most ${tournamentImportLimits.maxFileBytes} bytes`);

/** Text of a file: UTF-8 when it is valid UTF-8, else Windows-1250 (Czech Excel's plain "CSV"). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

const tooLargeTogether = () => new HttpError(413, 'payload_too_large', `An import may have at most ${tournamentImportLimits.maxTotalBytes} bytes in all its files`);

/**
 * The multipart request's files, each read whole (a CSV is parsed as a whole anyway); the sizes are
 * counted as the bytes come, so an upload past the limit of a file or of all files together stops there.
 */
export async function receiveFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data', { files: ['required'] });
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > tournamentImportLimits.maxTotalBytes) throw tooLargeTogether();
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks);
      if (part.file.truncated) throw tooLarge();
      files.push({ name: part.filename || part.fieldname, text: decodeText(bytes) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'payload_too_large', `An import takes at most ${tournamentImportLimits.maxFiles} files`);
    throw badRequest('The multipart body cannot be read', { files: ['invalid'] });
  }
  if (files.length === 0) throw badRequest('No file in the upload', { files: ['required'] });
  return files;
}

const normalize = (name: string) => name.toLowerCase().replace(/\.[a-z]+$/, '').replace(/\s*\(\d+\)$/, '').replace(/[^a-z]/g, '');
const tableByFile = new Map(tournamentTableNames.map((table) => [normalize(tournamentTableFile(table)), table]));

/** The table a CSV file holds, by its name: `match-events.csv`, `Match events (2).csv`, `match_events.CSV`. */
export const tableOfFile = (name: string): TournamentTable | undefined => tableByFile.get(normalize(name));

const emptyTables = (): TournamentTables => Object.fromEntries(tournamentTableNames.map((table) => [table, []])) as unknown as TournamentTables;

/** A JSON export: the contract's schema, with each problem placed at its table's row. */
function readJson(file: UploadedFile): ReadTables {
  const origin: RowOrigin = (_table, index) => ({ file: file.name, line: index + 1 });
  let data: unknown;
  try {
    data = JSON.parse(file.text.replace(/^\uFEFF/, ''));
  } catch {
    return { tables: emptyTables(), origin, errors: [{ file: file.name, table: null, line: 0, field: '_', code: importErrorCodes.unknownFile }] };
  }
  const parsed = v.safeParse(TournamentExportSchema, data);
  if (parsed.success) return { tables: parsed.output, origin, errors: [] };
  const errors = Object.entries(fieldErrors(parsed.issues)).map(([path, [code]]): ImportRowError => {
    const [table, index, ...field] = path.split('.');
    const known = tournamentTableNames.includes(table as TournamentTable) && /^\d+$/.test(index ?? '');
    return known ? { file: file.name, table: table as TournamentTable, line: Number(index) + 1, field: field.join('.') || '_', code } : { file: file.name, table: null, line: 0, field: path, code };
  });
  return { tables: emptyTables(), origin, errors };
}

/** The upload's tables: one JSON export alone, or CSV files of distinct tables (tables not sent are empty). */
export function readTables(files: readonly UploadedFile[]): ReadTables {
  const json = files.filter((f) => /\.json$/i.test(f.name));
  if (json.length === 1 && files.length === 1) return readJson(json[0]);
  const tables = emptyTables();
  const lines = new Map<TournamentTable, { file: string; lines: number[] }>();
  const errors: ImportRowError[] = [];
  for (const file of files) {
    const table = /\.json$/i.test(file.name) ? undefined : tableOfFile(file.name);
    if (!table || lines.has(table)) {
      errors.push({ file: file.name, table: table ?? null, line: 0, field: '_', code: table ? importErrorCodes.duplicateKey : importErrorCodes.unknownFile });
      continue;
    }
    const read = csvToTable(table, file.name, file.text);
    (tables as unknown as Record<string, unknown[]>)[table] = read.rows;
    lines.set(table, { file: file.name, lines: read.lines });
    // One at a time: spreading 190,000 errors into push() overflows the stack (issue 26). The answer shows
    // importMaxErrors of them, so collecting stops one past that (which marks the answer truncated).
    for (const error of read.errors) if (errors.length <= importMaxErrors) errors.push(error);
  }
  const origin: RowOrigin = (table, index) => ({ file: lines.get(table)?.file ?? tournamentTableFile(table), line: lines.get(table)?.lines[index] ?? index + 2 });
  return { tables, origin, errors };
}
