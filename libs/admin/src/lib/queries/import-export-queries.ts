import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminImportExportEndpoints, ApiErrorBodySchema, buildPath, ImportErrorBodySchema, type ExportQuery, type ImportResult, type ImportRowError } from '@phc/api-contract';
import { ApiError, toQueryString } from '@phc/api-client';
import { adminKeys } from './admin-queries';

/** The address of an export download: the browser saves it under the name the server gives. */
export const exportUrl = (query: ExportQuery) => buildPath(adminImportExportEndpoints.export) + toQueryString(query);

export type ImportOutcome = { ok: true; counts: ImportResult['counts'] } | { ok: false; rows: ImportRowError[]; truncated: boolean };

/**
 * Sends the chosen files to admin.import in one multipart upload (apiRequest speaks JSON only). A 400
 * with row errors is an outcome the screen lists, not a failure; other failures are ApiErrors (409 a
 * tournament with data, 413 too big). A stored import changes every administration list.
 */
export async function importTournament(queryClient: QueryClient, files: readonly File[]): Promise<ImportOutcome> {
  const form = new FormData();
  // A File part carries its own name: the server reads the table from it (clubs.csv).
  for (const file of files) form.append('files', file);
  let response: Response;
  try {
    response = await fetch(buildPath(adminImportExportEndpoints.import), { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiError(0, 'network', (error as Error)?.message || 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = v.safeParse(adminImportExportEndpoints.import.response, payload);
    if (!answer.success) throw new ApiError(response.status, 'contract', 'Unexpected answer');
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    return { ok: true, counts: answer.output.counts };
  }
  const rows = v.safeParse(ImportErrorBodySchema, payload);
  if (rows.success) return { ok: false, rows: rows.output.error.rows, truncated: rows.output.error.truncated };
  const failure = v.safeParse(ApiErrorBodySchema, payload);
  throw failure.success ? new ApiError(failure.output.error.status, failure.output.error.code, failure.output.error.message, failure.output.error.fields) : new ApiError(response.status, 'http', `HTTP ${response.status}`);
}
