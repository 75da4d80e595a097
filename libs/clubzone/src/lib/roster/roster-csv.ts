import type { Participant } from '@phc/api-contract';

export interface RosterCsvLabels {
  header: readonly string[];
  gender: Record<Participant['gender'], string>;
  yes: string;
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // Spreadsheets run cells starting with = + - @ as formulas: a name is never one.
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The roster as a CSV a spreadsheet in Czech or English opens (semicolons, a byte-order mark for the
 * diacritics): one line per participant, the teams by label.
 */
export function rosterCsv(participants: readonly Participant[], teamLabels: ReadonlyMap<number, string>, labels: RosterCsvLabels, floorball: boolean): string {
  const lines = [labels.header.map(csvCell).join(';')];
  for (const p of participants) {
    const cells: (string | number | null)[] = [
      p.lastName,
      p.firstName,
      p.birthYear,
      labels.gender[p.gender],
      p.isLeader ? labels.yes : '',
      p.jerseyNumber,
      p.teamIds.map((id) => teamLabels.get(id) ?? String(id)).join(', '),
    ];
    if (floorball) cells.push(p.tournamentSpecificAttributes.captain ? labels.yes : '', p.tournamentSpecificAttributes.goalkeeper ? labels.yes : '');
    lines.push(cells.map(csvCell).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
