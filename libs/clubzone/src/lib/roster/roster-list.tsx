import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Participant } from '@phc/api-contract';
import { Button, EmptyState, Field, Heading, Select, TextInput } from '@phc/ui';
import type { RosterTeam } from './eligibility';
import { ParticipantCard, type ParticipantCardProps } from './participant-card';
import { filterParticipants, paginate, type TeamFilter } from './roster-logic';

const StyledFilters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export type RosterListProps = Omit<ParticipantCardProps, 'participant'> & { participants: readonly Participant[]; teams: readonly RosterTeam[] };

/**
 * The participants, searchable, by team, twenty a page: 150 players with a checkbox per team stay quick
 * on a phone (measured in roster-page.spec.tsx).
 */
export function RosterList({ participants, teams, ...card }: RosterListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [team, setTeam] = useState<TeamFilter>('all');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => filterParticipants(participants, query, team), [participants, query, team]);
  const view = paginate(filtered, page);
  const go = (next: number) => {
    setPage(next);
    document.getElementById('roster-list-heading')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby="roster-list-heading">
      <Heading level={2} id="roster-list-heading">
        <Trans>Účastníci ({participants.length})</Trans>
      </Heading>
      <StyledFilters>
        <Field label={<Trans>Hledat podle jména</Trans>}>
          <TextInput
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Field>
        <Field label={<Trans>Zobrazit</Trans>}>
          <Select
            value={String(team)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTeam(value === 'all' || value === 'none' ? value : Number(value));
              setPage(1);
            }}
            options={[{ value: 'all', label: t`Všechny účastníky` }, { value: 'none', label: t`Bez týmu` }, ...teams.map((x) => ({ value: String(x.id), label: x.label }))]}
          />
        </Field>
      </StyledFilters>
      {view.items.length === 0 ? (
        <EmptyState headingLevel={3} title={participants.length === 0 ? <Trans>Soupiska je zatím prázdná</Trans> : <Trans>Nikdo neodpovídá hledání</Trans>} />
      ) : (
        <StyledCards>
          {view.items.map((participant) => (
            <ParticipantCard key={participant.id} participant={participant} teams={teams} {...card} />
          ))}
        </StyledCards>
      )}
      {view.pages > 1 && (
        <StyledPager aria-label={t`Stránkování soupisky`}>
          <Button size="sm" variant="secondary" disabled={view.page <= 1} onClick={() => go(view.page - 1)}>
            <Trans>Předchozí</Trans>
          </Button>
          <span aria-live="polite">
            <Trans>
              Strana {view.page} z {view.pages}
            </Trans>
          </span>
          <Button size="sm" variant="secondary" disabled={view.page >= view.pages} onClick={() => go(view.page + 1)}>
            <Trans>Další</Trans>
          </Button>
        </StyledPager>
      )}
    </section>
  );
}
