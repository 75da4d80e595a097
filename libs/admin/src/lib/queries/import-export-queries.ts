import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminImportExportEndpoints, buildPath, ImportErrorBodySchema, type ExportQuery, type ImportResult, type ImportRowError } from '@phc/api-contract';
import { apiRequest, isApiError, toQueryString, type ApiRequest } from '@phc/api-client';
import { adminKeys, refetchAdmin } from './admin-queries';

/** The address of an export download: the browser saves it under the name the server gives. */
export const exportUrl = (query: ExportQuery) => buildPath(adminImportExportEndpoints.export) + toQueryString(query);

export type ImportOutcome = { ok: true; counts: ImportResult['counts'] } | { ok: false; rows: ImportRowError[]; truncated: boolean };

/** A 400 whose body lists the rows that failed is an outcome the screen lists, not a failure. */
function rowErrors(failure: unknown): ImportOutcome | null {
  if (!isApiError(failure, 400)) return null;
  const rows = v.safeParse(ImportErrorBodySchema, failure.body);
  return rows.success ? { ok: false, rows: rows.output.error.rows, truncated: rows.output.error.truncated } : null;
}

/**
 * Sends the chosen files to admin.import in one multipart upload. Other failures are ApiErrors (409 a
 * tournament with data, 413 too big). A stored import changes every administration list.
 */
export function createImportExportMutations(request: ApiRequest) {
  return {
    importTournament: () =>
      mutationOptions({
        mutationKey: [...adminKeys.all, 'import'] as const,
        mutationFn: async (files: readonly File[]): Promise<ImportOutcome> => {
          const form = new FormData();
          // A File part carries its own name: the server reads the table from it (clubs.csv).
          for (const file of files) form.append('files', file);
          try {
            return { ok: true, counts: (await request(adminImportExportEndpoints.import, { form })).counts };
          } catch (failure) {
            const outcome = rowErrors(failure);
            if (outcome) return outcome;
            throw failure;
          }
        },
        onSuccess: (outcome, ...rest) => (outcome.ok ? refetchAdmin(outcome, ...rest) : undefined),
      }),
  };
}

export const importExportMutations = createImportExportMutations(apiRequest);
