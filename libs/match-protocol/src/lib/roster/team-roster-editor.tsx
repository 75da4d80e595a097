import { useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Match, PlayerLimits, RosterCandidate, TeamRosterCandidates } from '@phc/api-contract';
import { Badge, Button, EmptyState, Heading, useConfirm } from '@phc/ui';
import { CopyPreviousRoster } from './copy-previous-roster';
import { initialDraft, issuesOf, rosterCounts, type RosterContext, type RosterCounts, type RosterDraftLine, type RosterIssue } from './roster-checks';
import { rosterIssueText } from './roster-messages';
import { RosterRow } from './roster-row';
import { ConfirmedRoster } from './confirmed-roster';
import { useRosterSave } from './use-roster-save';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSummary = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stays at the bottom of the screen while the team's list scrolls, so saving is one tap away. */
const StyledBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  p {
    flex: 1 1 100%;
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  button {
    flex: 1 1 auto;
  }
`;

const StyledCount = styled.span<{ $off: boolean }>`
  color: ${({ theme, $off }) => ($off ? theme.colors.danger : theme.colors.text)};
`;

export interface TeamRosterEditorProps {
  match: Pick<Match, 'id' | 'startsAt'>;
  teamName: string;
  data: TeamRosterCandidates;
  context: RosterContext;
  captainAndGoalkeeper: boolean;
  /** The match's editors (reporter, super reporter, super admin) may still correct a confirmed roster. */
  mayCorrectConfirmed: boolean;
  /** The protocol is sealed and the user is not the super admin: nothing changes any more. */
  sealed: boolean;
  refereesMissing: boolean;
  /** Nothing saved for this match yet but players chosen: the server copied the previous match's roster. */
  copiedFromPrevious: boolean;
}

interface RosterSaveBarProps {
  counts: RosterCounts;
  limits: PlayerLimits;
  saving: boolean;
  onSave: (confirm: boolean) => void;
}

function RosterSaveBar({ counts, limits, saving, onSave }: RosterSaveBarProps) {
  const { players, leaders } = counts;
  const { minPlayers, maxPlayers, minLeaders, maxLeaders } = limits;
  return (
    <StyledBar>
      <p>
        <StyledCount $off={players < minPlayers || players > maxPlayers}>
          <Trans>
            Hráči {players}/{maxPlayers} (min. {minPlayers})
          </Trans>
        </StyledCount>
        {' · '}
        <StyledCount $off={leaders < minLeaders || leaders > maxLeaders}>
          <Trans>
            Vedoucí {leaders}/{maxLeaders} (min. {minLeaders})
          </Trans>
        </StyledCount>
      </p>
      <Button variant="secondary" disabled={saving} onClick={() => onSave(false)}>
        <Trans>Uložit</Trans>
      </Button>
      <Button disabled={saving} onClick={() => onSave(true)}>
        <Trans>Uložit a potvrdit soupisku</Trans>
      </Button>
    </StyledBar>
  );
}

function IssueSummary({ issues, failure }: { issues: readonly RosterIssue[]; failure: string | null }) {
  const { i18n } = useLingui();
  if (issues.length === 0 && !failure) return null;
  return (
    <StyledSummary role="alert">
      <strong>{failure ?? <Trans>Soupisku nelze uložit:</Trans>}</strong>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue.code}>{rosterIssueText(issue, i18n)}</li>
          ))}
        </ul>
      )}
    </StyledSummary>
  );
}

/** One team's match roster: candidates, numbers, roles, counters against the limits, save and confirm. */
export function TeamRosterEditor(props: TeamRosterEditorProps) {
  const { match, teamName, data, context, captainAndGoalkeeper, mayCorrectConfirmed, sealed, refereesMissing, copiedFromPrevious } = props;
  const { t } = useLingui();
  const headingId = useId();
  const ask = useConfirm();
  const [draft, setDraft] = useState(() => initialDraft(data.candidates));
  const roster = useRosterSave({ matchId: match.id, teamId: data.teamId, initialState: data.state, context, captainAndGoalkeeper, refereesMissing });
  const { clearPlayer } = roster;
  const limits = data.limits;
  const counts = useMemo(() => rosterCounts(draft, data.candidates), [draft, data.candidates]);

  const change = useCallback(
    (participantId: number, patch: Partial<RosterDraftLine>) => {
      setDraft((current) => new Map(current).set(participantId, { ...(current.get(participantId) as RosterDraftLine), ...patch }));
      clearPlayer(participantId);
    },
    [clearPlayer],
  );

  const select = useCallback(
    async (candidate: RosterCandidate, selected: boolean) => {
      // SPEC §5: a player on an exception request is taken only after a confirmation.
      if (selected && candidate.onException) {
        const name = `${candidate.lastName} ${candidate.firstName}`;
        const ok = await ask({ title: t`Hráč na výjimku`, message: t`${name} hraje za tým na základě výjimky. Opravdu ho zařadit na soupisku?`, confirmLabel: t`Zařadit`, cancelLabel: t`Nezařazovat` });
        if (!ok) return;
      }
      change(candidate.participantId, { selected });
    },
    [ask, change, t],
  );

  if (roster.forbidden) return <NoRosterAccess teamName={teamName} />;
  const readOnly = sealed || (roster.state === 'confirmed' && !mayCorrectConfirmed);

  return (
    <StyledSection aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {teamName}{' '}
        {roster.state === 'confirmed' && (
          <Badge variant="success">
            <Trans>Potvrzená</Trans>
          </Badge>
        )}
      </Heading>
      {readOnly ? (
        <ConfirmedRoster candidates={data.candidates} draft={draft} sealed={sealed} captainAndGoalkeeper={captainAndGoalkeeper} />
      ) : data.candidates.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>Tým nemá na klubové soupisce nikoho</Trans>} description={<Trans>Hráče a vedoucí přidává klub na své soupisce v klubové zóně.</Trans>} />
      ) : (
        <>
          {roster.state === 'confirmed' && (
            <StyledNote>
              <Trans>Soupiska je potvrzená. Jako zapisovatel ji můžete ještě opravit.</Trans>
            </StyledNote>
          )}
          {copiedFromPrevious && (
            <StyledNote>
              <Trans>Soupiska je předvyplněná podle předchozího zápasu týmu. Zkontrolujte ji a uložte.</Trans>
            </StyledNote>
          )}
          {data.candidates.every((c) => !c.selected) && <CopyPreviousRoster match={match} teamId={data.teamId} draft={draft} onCopy={setDraft} />}
          <IssueSummary issues={roster.issues} failure={roster.failure} />
          <StyledList aria-label={t`Kandidáti na soupisku – ${teamName}`}>
            {data.candidates.map((candidate) => (
              <RosterRow
                key={candidate.participantId}
                candidate={candidate}
                line={draft.get(candidate.participantId) as RosterDraftLine}
                issues={issuesOf(roster.issues, candidate.participantId)}
                captainAndGoalkeeper={captainAndGoalkeeper}
                onSelect={select}
                onChange={change}
              />
            ))}
          </StyledList>
          <RosterSaveBar counts={counts} limits={limits} saving={roster.saving} onSave={(confirm) => void roster.save(draft, confirm)} />
        </>
      )}
    </StyledSection>
  );
}

export function NoRosterAccess({ teamName }: { teamName?: string }) {
  return (
    <EmptyState
      headingLevel={2}
      title={<Trans>K této soupisce nemáte přístup</Trans>}
      description={
        teamName ? (
          <Trans>Soupisku týmu {teamName} může upravovat jen zapisovatel zápasu nebo vedoucí týmu.</Trans>
        ) : (
          <Trans>Soupisku zápasu může upravovat jen zapisovatel haly, hlavní zapisovatel, nebo vedoucí týmu pro svůj tým.</Trans>
        )
      }
    />
  );
}
