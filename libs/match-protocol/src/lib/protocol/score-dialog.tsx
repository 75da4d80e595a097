import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextInput } from '@phc/ui';

export type ScoreDialogProps = {
  open: boolean;
  homeName: string;
  awayName: string;
  /** The score the dialog edits (volleyball: rally points of the set being played). */
  current: { home: number; away: number };
  /** SPEC §5: an empty home or away roster blocks saving unless the tournament allows a score without events. */
  blocked: boolean;
  /** Volleyball: the dialog edits the set, not the match. */
  ofSet: boolean;
  onSave: (score: { home: number; away: number }) => Promise<void>;
  onClose: () => void;
};

const StyledScores = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: 0;
`;

const valid = (value: string) => /^\d{1,3}$/.test(value.trim());

/** Direct score entry, recorded as scoring events (the server derives the score from events). */
export function ScoreDialog({ open, homeName, awayName, current, blocked, ofSet, onSave, onClose }: ScoreDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [home, setHome] = useState('0');
  const [away, setAway] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setHome(String(current.home));
    setAway(String(current.away));
    setError(null);
    // Prefilled when opened; live score updates must not overwrite the reporter's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    if (!valid(home) || !valid(away)) {
      setError(t`Zadejte skóre jako celá čísla.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave({ home: Number(home), away: Number(away) });
      onClose();
    } catch {
      setError(t`Neznámá chyba – skóre nebylo uloženo`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ofSet ? <Trans>Skóre setu</Trans> : <Trans>Skóre zápasu</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={blocked}>
            <Trans>Uložit skóre</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        {blocked ? (
          <StyledError role="alert">
            <Trans>Skóre nelze uložit, dokud je soupiska domácích nebo hostů prázdná.</Trans>
          </StyledError>
        ) : (
          <p>
            <Trans>Rozdíl proti dosavadnímu skóre se zapíše jako události bez hráče; ubrané body odeberou poslední zapsané.</Trans>
          </p>
        )}
        <StyledScores>
          <Field label={homeName}>
            <TextInput type="number" inputMode="numeric" min={0} value={home} disabled={blocked} data-autofocus onChange={(e) => setHome(e.target.value)} />
          </Field>
          <Field label={awayName}>
            <TextInput type="number" inputMode="numeric" min={0} value={away} disabled={blocked} onChange={(e) => setAway(e.target.value)} />
          </Field>
        </StyledScores>
        {error && <StyledError role="alert">{error}</StyledError>}
      </form>
    </Dialog>
  );
}
