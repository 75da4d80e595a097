import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath, useLocale } from '@phc/i18n';
import { EmptyState, ErrorState, Heading, Skeleton, Stack, useDocumentTitle } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
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
        <AdminTable columns={[t`Kategorie`, t`Schválené týmy`, t`Skupiny`, t`Zápasy`, t`Stav`]}>
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
        </AdminTable>
      )}
    </Stack>
  );
}

export default CompetitionListPage;
