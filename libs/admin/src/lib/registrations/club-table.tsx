import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClubRow } from '@phc/api-contract';
import { formatDate, localizePath, useLocale } from '@phc/i18n';
import { Badge, VisuallyHidden } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import type { ClubSort, ClubSortKey } from '../logic/club-list';
import { formatTotals } from './money';
import { PaymentBadge } from './payment-status';
import { stateLabels, stateVariants } from './state-labels';

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
  return (
    <AdminTable
      caption={
        <VisuallyHidden>
          <Trans>Registrace klubů; řadit lze podle každého sloupce.</Trans>
        </VisuallyHidden>
      }
      columns={[
        <StyledCheck key="all" type="checkbox" aria-label={t`Vybrat všechny zobrazené`} checked={allSelected} onChange={(event) => onSelect(clubs.map((c) => c.id), event.target.checked)} />,
        { label: t`Klub`, sortKey: 'name' },
        { label: t`Země`, sortKey: 'country' },
        { label: t`Stav`, sortKey: 'state' },
        { label: t`Týmy`, sortKey: 'teams' },
        { label: t`Osoby`, sortKey: 'persons' },
        { label: t`Fakturace`, sortKey: 'total' },
        { label: t`Platba`, sortKey: 'payment' },
        { label: t`Registrován`, sortKey: 'createdAt' },
      ]}
      sort={sort}
      onSort={onSort}
    >
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
          <StyledNumber>{formatTotals(club.invoiceTotals, locale)}</StyledNumber>
          <td>
            <PaymentBadge payment={club.payment} />
          </td>
          <td>{formatDate(club.createdAt, locale)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
