import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchDetail, RosterEntry } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { EmptyState, Heading } from '@phc/ui';
import { localized, type Competition } from '../data/use-competition';
import { groupBySet } from '../logic/match-detail';

const StyledSets = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    align-items: center;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .set-score {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  ol {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    padding-block: ${({ theme }) => theme.space[1]};
  }
  .running {
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type SetEventsProps = { detail: MatchDetail; competition: Competition };

const fullName = (p: RosterEntry) => `${p.jerseyNumber !== null ? `${p.jerseyNumber} ` : ''}${p.firstName} ${p.lastName}`;

/**
 * A volleyball match by set: "1. set 25:21", each set opening to its rallies with the score after
 * each, instead of one long list of points with clock times nobody reads in volleyball.
 */
export function SetEvents({ detail, competition }: SetEventsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { match } = detail;
  const { eventTypes, matchStages } = competition.staticData;
  const sets = groupBySet(detail.events, eventTypes, matchStages, match.homeTeamId);
  const typeById = new Map(eventTypes.map((e) => [e.id, e]));
  const stageById = new Map(matchStages.map((s) => [s.id, s]));
  const people = new Map([...detail.roster.homeTeamRoster, ...detail.roster.awayTeamRoster].map((p) => [p.participantId, p]));
  return (
    <section aria-labelledby="sets-heading">
      <Heading level={2} id="sets-heading">
        <Trans>Průběh po setech</Trans>
      </Heading>
      {sets.length === 0 ? (
        <EmptyState headingLevel={3} title={match.walkOver ? <Trans>Zápas skončil kontumací</Trans> : <Trans>Zatím žádné události</Trans>} />
      ) : (
        <StyledSets>
          {sets.map((set) => {
            const name = set.stageId === null ? t`Bez určení setu` : localized(stageById.get(set.stageId)?.name, locale);
            return (
              <li key={set.stageId ?? 'none'} data-testid="set">
                <details>
                  <summary>
                    <span>{name}</span>
                    <span className="set-score">{`${set.home}:${set.away}`}</span>
                  </summary>
                  <ol aria-label={t`Průběh: ${name}`}>
                    {set.events.map(({ event, home, away }) => {
                      const player = event.participantId === null ? undefined : people.get(event.participantId);
                      return (
                        <li key={event.id}>
                          <span className="running">{`${home}:${away}`}</span>
                          <span>
                            {localized(typeById.get(event.eventTypeId)?.name, locale)} – {competition.teamName(event.teamId)}
                            {player && `, ${fullName(player)}`}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </details>
              </li>
            );
          })}
        </StyledSets>
      )}
    </section>
  );
}
