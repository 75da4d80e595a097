// Import and export of a whole tournament (issue 17 item 6): the format is tournament-export.ts.
import * as v from 'valibot';
import { defineEndpoint, type Access } from './endpoint';
import { messageCodes as m } from './messages';
import { inputObject } from './primitives';
import { ImportResultSchema, TournamentExportSchema, TournamentTableSchema } from './tournament-export';

/** Who moves a tournament in and out: admins, super admins and matchmakers (SPEC §6 ROLE_MATCHMAKER builds the competition). */
export const adminImportExportAccess: Access[] = ['admin', 'matchmaker'];

/** CSV for a spreadsheet: semicolons by default, what Czech Excel expects; commas on request. */
export const ExportQuerySchema = inputObject({
  format: v.optional(v.picklist(['json', 'csv'], m.invalid), 'json'),
  /** The table a CSV download holds (one file per table); JSON holds them all. */
  table: v.optional(TournamentTableSchema),
  delimiter: v.optional(v.picklist(['semicolon', 'comma'], m.invalid), 'semicolon'),
});
export type ExportQuery = v.InferInput<typeof ExportQuerySchema>;

/** `empty`: only into a tournament without clubs, teams, players, referees, groups and matches (409 otherwise). */
export const ImportQuerySchema = inputObject({ mode: v.optional(v.picklist(['empty'], m.invalid), 'empty') });

export const adminImportExportEndpoints = {
  /**
   * The whole tournament as JSON (`TournamentExport`), or one table as a CSV file (UTF-8 with a BOM,
   * a header row in plain words), sent as a download; CSV needs `table` (400 without).
   */
  export: defineEndpoint({
    name: 'admin.export',
    method: 'GET',
    path: '/api/v1/admin/export',
    query: ExportQuerySchema,
    response: TournamentExportSchema,
    access: adminImportExportAccess,
  }),
  /**
   * multipart/form-data: one JSON export, or any number of CSV files named by their table
   * (`clubs.csv`, `teams.csv`...; a spreadsheet saves one sheet per file, and one upload lets rows
   * point at rows of another file). All or nothing in one transaction, one audit row with the counts.
   * 400 `ImportErrorBody` with every row error (file, line, field, code), 409 into a non-empty
   * tournament, 413 beyond `tournamentImportLimits`.
   */
  import: defineEndpoint({
    name: 'admin.import',
    method: 'POST',
    path: '/api/v1/admin/import',
    query: ImportQuerySchema,
    response: ImportResultSchema,
    access: adminImportExportAccess,
  }),
};
