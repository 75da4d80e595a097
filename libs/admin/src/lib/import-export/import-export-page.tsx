import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { importErrorCodes, tournamentColumnHeader, tournamentTableFile, tournamentTableNames, type ImportRowError } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, ErrorState, Field, Heading, pushAlert, Select, Stack, useDocumentTitle } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { exportUrl, importExportMutations, type ImportOutcome } from '../queries/import-export-queries';
import { importCodeLabels, tableLabels } from './import-export-labels';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledFileInput = styled.input`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  max-width: 100%;
`;

type Delimiter = 'semicolon' | 'comma';

/** Downloads: the whole tournament as JSON, each table as CSV with the delimiter the user's spreadsheet expects. */
function ExportSection() {
  const { t, i18n } = useLingui();
  const [delimiter, setDelimiter] = useState<Delimiter>('semicolon');
  return (
    <StyledSection aria-labelledby="export-heading">
      <Heading level={2} id="export-heading">
        <Trans>Export</Trans>
      </Heading>
      <p>
        <Trans>Celý turnaj – kluby, týmy, hráče, haly, skupiny, pavouky, zápasy s výsledky a událostmi – jako jeden soubor JSON, nebo jako soubory CSV pro tabulkový procesor, jeden na tabulku.</Trans>
      </p>
      <p>
        <a href={exportUrl({ format: 'json' })} download>
          <Trans>Stáhnout celý turnaj (JSON)</Trans>
        </a>
      </p>
      <Field label={t`Oddělovač v souborech CSV`}>
        <Select
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value as Delimiter)}
          options={[
            { value: 'semicolon', label: t`Středník (Excel v češtině)` },
            { value: 'comma', label: t`Čárka (Excel v angličtině, Google Tabulky)` },
          ]}
        />
      </Field>
      <AdminTable caption={<Trans>Tabulky turnaje jako CSV</Trans>} columns={[t`Tabulka`, t`Soubor`]}>
        {tournamentTableNames.map((table) => (
          <tr key={table}>
            <th scope="row">{i18n._(tableLabels[table])}</th>
            <td>
              <a href={exportUrl({ format: 'csv', table, delimiter })} download aria-label={t`Stáhnout ${i18n._(tableLabels[table])} jako CSV`}>
                {tournamentTableFile(table)}
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </StyledSection>
  );
}

interface ImportErrorsProps {
  rows: ImportRowError[];
  truncated: boolean;
}

/** Every problem of a refused import, by file and line, so the user fixes them all in one pass. */
export function ImportErrors({ rows, truncated }: ImportErrorsProps) {
  const { t, i18n } = useLingui();
  const message = (code: string) => (code in importCodeLabels ? i18n._(importCodeLabels[code as keyof typeof importErrorCodes]) : translateValidation(code, i18n));
  return (
    <Stack $gap={2}>
      <p role="alert">
        {truncated ? t`Import byl odmítnut, nic se neuložilo. ${plural(rows.length, { one: 'První # chyba:', few: 'První # chyby:', many: 'Prvních # chyby:', other: 'Prvních # chyb:' })}` : t`Import byl odmítnut, nic se neuložilo. Chyb: ${rows.length}.`}
      </p>
      <AdminTable caption={<Trans>Chyby importu</Trans>} columns={[t`Soubor`, t`Řádek`, t`Sloupec`, t`Chyba`]}>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>{row.file}</td>
            <td>{row.line > 0 ? row.line : '–'}</td>
            <td>{row.field === '_' ? '–' : tournamentColumnHeader(row.field)}</td>
            <td>{message(row.code)}</td>
          </tr>
        ))}
      </AdminTable>
    </Stack>
  );
}

/** Upload of one JSON export or several CSV files; the answer's row errors listed, a stored import counted. */
function ImportSection() {
  const { t } = useLingui();
  const importing = useMutation(importExportMutations.importTournament());
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (files.length === 0) return;
    setFailed(false);
    setOutcome(null);
    try {
      const result = await importing.mutateAsync(files);
      setOutcome(result);
      if (result.ok) pushAlert({ type: 'success', message: t`Turnaj byl naimportován (týmy: ${result.counts['teams'] ?? 0}, zápasy: ${result.counts['matches'] ?? 0}).` });
    } catch (failure) {
      if (isApiError(failure, 409)) pushAlert({ type: 'danger', message: t`Turnaj už obsahuje kluby, týmy nebo zápasy. Import je možný jen do prázdného turnaje.` });
      else if (isApiError(failure, 413)) pushAlert({ type: 'danger', message: t`Soubory jsou příliš velké nebo je jich příliš mnoho.` });
      else setFailed(true);
    }
  };

  return (
    <StyledSection aria-labelledby="import-heading">
      <Heading level={2} id="import-heading">
        <Trans>Import</Trans>
      </Heading>
      <p>
        <Trans>
          Import je možný jen do prázdného turnaje (bez klubů, týmů, hráčů, rozhodčích a zápasů). Nahrajte jeden soubor JSON, nebo najednou všechny soubory CSV pojmenované podle tabulek (clubs.csv, teams.csv…): řádky se mohou odkazovat na řádky jiných souborů. Uloží se vše, nebo nic.
        </Trans>
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <Stack $gap={3}>
          <Field label={t`Soubory k importu`} hint={t`JSON, nebo CSV v UTF-8 či Windows-1250, oddělené středníkem nebo čárkou.`}>
            <StyledFileInput type="file" multiple accept=".csv,.json,text/csv,application/json" onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
          </Field>
          <div>
            <Button type="submit" disabled={files.length === 0 || importing.isPending} aria-busy={importing.isPending}>
              {importing.isPending ? <Trans>Importuji…</Trans> : <Trans>Importovat</Trans>}
            </Button>
          </div>
        </Stack>
      </form>
      {failed && <ErrorState title={t`Import se nepodařilo odeslat`} onRetry={() => void submit()} />}
      {outcome && !outcome.ok && <ImportErrors rows={outcome.rows} truncated={outcome.truncated} />}
      {outcome?.ok && (
        <p>
          <Trans>Uloženo řádků ze všech tabulek: {Object.values(outcome.counts).reduce((sum, n) => sum + n, 0)}.</Trans>
        </p>
      )}
    </StyledSection>
  );
}

/** Moving a whole tournament in and out (issue 17 item 6): from the spreadsheets it was planned in, and back. */
export function ImportExportPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Import a export turnaje`);
  return (
    <Stack $gap={5}>
      <Heading level={1}>
        <Trans>Import a export turnaje</Trans>
      </Heading>
      <ExportSection />
      <ImportSection />
    </Stack>
  );
}

export default ImportExportPage;
