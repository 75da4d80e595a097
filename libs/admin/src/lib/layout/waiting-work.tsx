import { Link } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitingWorkKind } from '@phc/api-contract';
import { localizePath, useLocale } from '@phc/i18n';
import { ErrorState, Heading, Skeleton } from '@phc/ui';
import { adminScreenPath, waitingWorkScreens as screenOf } from '../logic/admin-landing';
import { adminQueries } from '../queries/admin-queries';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 44px;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    text-decoration: none;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Issue 24: the landing's overview of what waits for this organiser, each count a link to its screen. */
export function WaitingWorkPanel() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(adminQueries.waitingWork());
  const labels: Record<WaitingWorkKind, string> = {
    registrations: t`Registrace ke schválení`,
    teamRequests: t`Žádosti o výjimku`,
    trainings: t`Žádosti o trénink`,
    transfers: t`Nepotvrzené transfery`,
    referees: t`Noví rozhodčí`,
    unpaidOrders: t`Nezaplacené objednávky`,
    overdueOrders: t`Objednávky po splatnosti`,
  };
  if (isPending) return <Skeleton height="5rem" />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="waiting-work-title">
      <Heading level={2} size={4} id="waiting-work-title">
        <Trans>Čeká na vyřízení</Trans>
      </Heading>
      <StyledList>
        {data.map((item) => (
          <li key={item.kind}>
            <Link to={localizePath(adminScreenPath(screenOf[item.kind]), locale)}>
              <strong>{item.count}</strong>
              <span>{labels[item.kind]}</span>
            </Link>
          </li>
        ))}
      </StyledList>
    </section>
  );
}
