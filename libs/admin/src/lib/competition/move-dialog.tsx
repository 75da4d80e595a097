import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompetitionDetail, AdminCompetitionTeam, DrawBreak } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Dialog, Field, Select, Stack } from '@phc/ui';
import { moveTargets, teamName } from './competition-logic';
import { BreakLine } from './draw-texts';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledBreaks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  li[data-hard='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export type MoveDialogProps = {
  detail: AdminCompetitionDetail;
  team: AdminCompetitionTeam | null;
  /** What the move would break (the server's check of the draw's rules). */
  onPreview: (groupId: number) => Promise<DrawBreak[]>;
  onMove: (groupId: number) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Moves a team to another group: the rules the move would break are listed as soon as a group is
 * chosen, and the move is made only on the button, so the organiser sees the cost first.
 */
export function MoveDialog({ detail, team, onPreview, onMove, onClose }: MoveDialogProps) {
  const { t } = useLingui();
  const [groupId, setGroupId] = useState('');
  const [breaks, setBreaks] = useState<DrawBreak[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setBreaks(null);
    if (!groupId) return;
    let current = true;
    onPreview(Number(groupId)).then(
      (found) => current && setBreaks(found),
      () => current && setError(t`Pravidla přesunu se nepodařilo ověřit.`),
    );
    return () => {
      current = false;
    };
  }, [groupId, onPreview, t]);

  if (!team) return null;
  const name = teamName(team);
  const close = () => {
    setGroupId('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!groupId) {
      setError(t`Vyberte skupinu.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onMove(Number(groupId));
      close();
    } catch (failure) {
      setError(isApiError(failure, 409) ? t`Soutěž už je zveřejněná, skupiny se nemění.` : t`Tým se nepodařilo přesunout. Zkuste to prosím znovu.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      title={t`Přesunout tým ${name}`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button loading={pending} onClick={() => void submit()}>
            <Trans>Přesunout</Trans>
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <Field label={<Trans>Do skupiny</Trans>} required>
          <Select value={groupId} onChange={(event) => setGroupId(event.target.value)} placeholder={t`Vyberte skupinu`} options={moveTargets(detail, team.id).map((g) => ({ value: String(g.id), label: g.name }))} data-autofocus="" />
        </Field>
        {breaks && breaks.length === 0 && (
          <p role="status">
            <Trans>Přesun neporušuje žádné pravidlo losování.</Trans>
          </p>
        )}
        {breaks && breaks.length > 0 && (
          <Stack $gap={1} role="status">
            <p>
              <Trans>Přesun poruší tato pravidla:</Trans>
            </p>
            <StyledBreaks>
              {breaks.map((item, i) => (
                <li key={i} data-hard={item.hard}>
                  <BreakLine detail={detail} item={item} />
                </li>
              ))}
            </StyledBreaks>
          </Stack>
        )}
        {error && <StyledError role="alert">{error}</StyledError>}
      </Stack>
    </Dialog>
  );
}
