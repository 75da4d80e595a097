import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClubRow } from '@phc/api-contract';
import { formatDate, localizePath, useLocale } from '@phc/i18n';
import { Badge, DataTable, TableScroll, VisuallyHidden } from '@phc/ui';
import type { ClubSort, ClubSortKey } from '../logic/club-list';
import { formatTotals } from './money';
import { stateLabels, stateVariants } from './state-labels';

/** A column header's sort toggle (the users table sorts with it too). */
export const StyledSortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledNumber = styled.td`
  text-align: right !important;
`;

const StyledCheck = styled.input`
  width: 1.25rem;
  height: 1.25rem;
`;

export type ClubTableProps = {
  clubs: readonly AdminClubRow[];
  sort: ClubSort;
  onSort: (key: ClubSortKey) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
};

/** The registrations as a spreadsheet: every column sorts, rows are picked by checkbox for an action. */
export function ClubTable({ clubs, sort, onSort, selected, onSelect }: ClubTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const allSelected = clubs.length > 0 && clubs.every((c) => selected.has(c.id));
  const columns: [ClubSortKey, string][] = [
    ['name', t`Klub`],
    ['country', t`Země`],
    ['state', t`Stav`],
    ['teams', t`Týmy`],
    ['persons', t`Osoby`],
    ['total', t`Fakturace`],
    ['createdAt', t`Registrován`],
  ];
  return (
    <TableScroll>
      <DataTable>
        <caption>
          <VisuallyHidden>
            <Trans>Registrace klubů; řadit lze podle každého sloupce.</Trans>
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <StyledCheck type="checkbox" aria-label={t`Vybrat všechny zobrazené`} checked={allSelected} onChange={(event) => onSelect(clubs.map((c) => c.id), event.target.checked)} />
            </th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" aria-sort={sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                <StyledSortButton type="button" onClick={() => onSort(key)}>
                  {label}
                  <span aria-hidden="true">{sort.key === key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                </StyledSortButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <tr key={club.id}>
              <td>
                <StyledCheck type="checkbox" aria-label={t`Vybrat ${club.name}`} checked={selected.has(club.id)} onChange={(event) => onSelect([club.id], event.target.checked)} />
              </td>
              <th scope="row">
                <Link to={localizePath(`/clubs/${club.id}`, locale)}>{club.name}</Link>
              </th>
              <td>{club.countryCode}</td>
              <td>
                <Badge variant={stateVariants[club.registrationState]}>{i18n._(stateLabels[club.registrationState])}</Badge>
              </td>
              <StyledNumber>{club.teams}</StyledNumber>
              <StyledNumber>{club.persons}</StyledNumber>
              <StyledNumber>{formatTotals(club.invoiceTotals)}</StyledNumber>
              <td>{formatDate(club.createdAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
