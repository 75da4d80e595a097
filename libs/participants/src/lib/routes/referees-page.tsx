import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RouteDependencies } from '@phc/i18n';
import { EmptyState, Skeleton, Stack } from '@phc/ui';
import { SearchField } from '../components/search-field';
import { ParticipantsSubpage } from '../components/subpage';
import { publicReferees } from '../logic/referees';
import { participantsQueries } from '../queries/participants-queries';

const StyledList = styled.ol`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function RefereesSkeleton() {
  return (
    <Stack $gap={2} aria-busy="true">
      <Skeleton height={44} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={24} />
      ))}
    </Stack>
  );
}

function Referees() {
  const { t } = useLingui();
  const { data: referees } = useSuspenseQuery(participantsQueries.referees());
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const all = useMemo(() => publicReferees(referees), [referees]);
  const found = useMemo(() => publicReferees(referees, deferredQuery), [referees, deferredQuery]);

  if (all.length === 0) return <EmptyState title={<Trans>Zatím nejsou potvrzení žádní rozhodčí</Trans>} />;
  return (
    <>
      <SearchField label={<Trans>Hledat rozhodčího podle jména</Trans>} value={query} onChange={setQuery} placeholder={t`např. Novák`} />
      <StyledMuted aria-live="polite">
        {deferredQuery.trim() ? (
          <Trans>
            Nalezeno: {found.length} z {all.length}
          </Trans>
        ) : (
          <Plural value={all.length} one="# rozhodčí" few="# rozhodčí" other="# rozhodčích" />
        )}
      </StyledMuted>
      {found.length === 0 ? (
        <EmptyState headingLevel={2} title={<Trans>Nikdo neodpovídá hledání „{deferredQuery}“</Trans>} />
      ) : (
        <StyledList aria-label={t`Rozhodčí podle příjmení`}>
          {found.map((referee) => (
            <li key={referee.id}>
              <strong>{referee.lastName}</strong> {referee.firstName}
            </li>
          ))}
        </StyledList>
      )}
    </>
  );
}

export function Component() {
  return (
    <ParticipantsSubpage title={<Trans>Rozhodčí</Trans>} fallback={<RefereesSkeleton />}>
      <Referees />
    </ParticipantsSubpage>
  );
}

export function loader({ queryClient }: RouteDependencies) {
  return () => {
    void queryClient.ensureQueryData(participantsQueries.referees()).catch(() => undefined);
    return null;
  };
}
