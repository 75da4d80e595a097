import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath, useLocale } from '@phc/i18n';
import { DataTable, EmptyState, ErrorState, Heading, Skeleton, Stack, TableScroll, useDocumentTitle } from '@phc/ui';
import { competitionQueries } from '../queries/competition-queries';
import { StateBadge } from './state-badge';

/** Every category with what is built of its competition; each opens its builder. */
export function CompetitionListPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Soutěž`);
  const categories = useQuery(competitionQueries.categories());
  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Soutěž</Trans>
      </Heading>
      <p>
        <Trans>Losování skupin, rozpis zápasů a play-off po kategoriích. Co sestavíte, je koncept: veřejnost ho uvidí až po zveřejnění.</Trans>
      </p>
      {categories.isPending ? (
        <Skeleton height="12rem" />
      ) : categories.isError ? (
        <ErrorState onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t`Žádné kategorie`} />
      ) : (
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Kategorie</Trans>
                </th>
                <th scope="col">
                  <Trans>Schválené týmy</Trans>
                </th>
                <th scope="col">
                  <Trans>Skupiny</Trans>
                </th>
                <th scope="col">
                  <Trans>Zápasy</Trans>
                </th>
                <th scope="col">
                  <Trans>Stav</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.data.map((category) => (
                <tr key={category.id}>
                  <th scope="row">
                    <Link to={localizePath(`/competition/${category.id}`, locale)}>{category.name[i18n.locale === 'en' ? 'en' : 'cs']}</Link>
                  </th>
                  <td>{category.registeredTeams}</td>
                  <td>{category.groups}</td>
                  <td>{category.matches}</td>
                  <td>
                    <StateBadge state={category.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </Stack>
  );
}

export default CompetitionListPage;
