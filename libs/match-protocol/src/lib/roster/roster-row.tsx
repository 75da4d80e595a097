import { memo, useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterCandidate } from '@phc/api-contract';
import { Badge, VisuallyHidden } from '@phc/ui';
import type { RosterDraftLine, RosterIssue } from './roster-checks';
import { playerIssueText } from './roster-messages';

const StyledRow = styled.li<{ $selected: boolean; $invalid: boolean }>`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.touchTarget} minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $selected, $invalid }) => ($invalid ? theme.colors.danger : $selected ? theme.colors.success : 'transparent')};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : theme.colors.surfaceAlt)};
`;

const StyledSelect = styled.input`
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.success};
  cursor: pointer;
`;

const StyledName = styled.label`
  display: flex;
  flex-direction: column;
  min-width: 0;
  cursor: pointer;
  strong {
    overflow-wrap: anywhere;
  }
  /* The line under the name only: the exception badge inside keeps its own colours. */
  > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledNumber = styled.input`
  width: 4.5rem;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledToggles = styled.div`
  grid-column: 2 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledErrors = styled.ul`
  grid-column: 2 / -1;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface RosterRowProps {
  candidate: RosterCandidate;
  line: RosterDraftLine;
  issues: readonly RosterIssue[];
  captainAndGoalkeeper: boolean;
  onSelect: (candidate: RosterCandidate, selected: boolean) => void;
  onChange: (participantId: number, patch: Partial<RosterDraftLine>) => void;
}

/** One candidate on one line: choose, number, and (once chosen) leader, captain and goalkeeper. */
export const RosterRow = memo(function RosterRow({ candidate, line, issues, captainAndGoalkeeper, onSelect, onChange }: RosterRowProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const name = `${candidate.lastName} ${candidate.firstName}`;
  const errorId = `${id}-errors`;
  const numberIssue = issues.some((i) => i.code === 'jerseyNumberMissing' || i.code === 'jerseyNumbersNotUnique' || i.code === 'jerseyNumberInvalid');
  const describedBy = issues.length > 0 ? errorId : undefined;
  // Only the club roster's leaders may lead (the server refuses anyone else); one may also play.
  const mayLead = candidate.isLeader;
  // Captain and goalkeeper are players' roles, and floorball's only (SPEC §5).
  const playerFlags = captainAndGoalkeeper && !line.isLeader;
  return (
    <StyledRow $selected={line.selected} $invalid={issues.length > 0}>
      <StyledSelect
        id={`${id}-select`}
        type="checkbox"
        checked={line.selected}
        aria-labelledby={`${id}-name`}
        aria-describedby={describedBy}
        aria-invalid={issues.length > 0 || undefined}
        onChange={(e) => onSelect(candidate, e.target.checked)}
      />
      <StyledName htmlFor={`${id}-select`}>
        <strong id={`${id}-name`}>{name}</strong>
        <span>
          <Trans>ročník {candidate.birthYear}</Trans>
          {candidate.onException && (
            <Badge variant="warning">
              <Trans>Výjimka</Trans>
            </Badge>
          )}
        </span>
      </StyledName>
      {line.selected ? (
        <StyledNumber
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={line.jerseyNumber}
          aria-label={t`Číslo dresu – ${name}`}
          aria-invalid={numberIssue || undefined}
          aria-describedby={numberIssue ? errorId : undefined}
          onChange={(e) => onChange(candidate.participantId, { jerseyNumber: e.target.value })}
        />
      ) : (
        <span />
      )}
      {line.selected && (mayLead || playerFlags) && (
        <StyledToggles>
          {mayLead && (
            <StyledToggle>
              <input type="checkbox" checked={line.isLeader} onChange={(e) => onChange(candidate.participantId, { isLeader: e.target.checked })} />
              <Trans>Vedoucí</Trans>
              <VisuallyHidden> – {name}</VisuallyHidden>
            </StyledToggle>
          )}
          {playerFlags && (
            <>
              <StyledToggle>
                <input type="checkbox" checked={line.isCaptain} onChange={(e) => onChange(candidate.participantId, { isCaptain: e.target.checked })} />
                <Trans>Kapitán</Trans>
                <VisuallyHidden> – {name}</VisuallyHidden>
              </StyledToggle>
              <StyledToggle>
                <input type="checkbox" checked={line.isGoalkeeper} onChange={(e) => onChange(candidate.participantId, { isGoalkeeper: e.target.checked })} />
                <Trans>Brankář</Trans>
                <VisuallyHidden> – {name}</VisuallyHidden>
              </StyledToggle>
            </>
          )}
        </StyledToggles>
      )}
      {issues.length > 0 && (
        <StyledErrors id={errorId}>
          {issues.map((issue) => (
            <li key={issue.code}>{playerIssueText(issue, i18n)}</li>
          ))}
        </StyledErrors>
      )}
    </StyledRow>
  );
});
