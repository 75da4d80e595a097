import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { walkoverScore, walkoverTypes, type Sport, type WalkoverType } from '@phc/tournaments';
import { Button, Dialog, RadioGroup } from '@phc/ui';

export type WalkoverDialogProps = {
  open: boolean;
  sport: Sport;
  homeName: string;
  awayName: string;
  onConfirm: (type: WalkoverType) => Promise<void>;
  onClose: () => void;
};

/** SPEC §4 walkover: for home, for away or against both, with the sport's score; asks before it is sent. */
export function WalkoverDialog({ open, sport, homeName, awayName, onConfirm, onClose }: WalkoverDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [type, setType] = useState<WalkoverType | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setType('');
      setConfirming(false);
      setError(null);
    }
  }, [open]);

  const labels: Record<WalkoverType, string> = {
    home: t`Ve prospěch ${homeName}`,
    away: t`Ve prospěch ${awayName}`,
    both: t`Proti oběma`,
  };
  const score = (w: WalkoverType) => walkoverScore(sport, w).join(':');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setError(t`Vyberte, pro koho je kontumace.`);
      return;
    }
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setSaving(true);
    try {
      await onConfirm(type);
      onClose();
    } catch {
      setError(t`Kontumaci se nepodařilo uložit.`);
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={confirming ? 'alertdialog' : 'dialog'}
      title={<Trans>Kontumace</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? <Trans>Zpět</Trans> : <Trans>Zrušit</Trans>}
          </Button>
          <Button type="submit" form={formId} variant={confirming ? 'danger' : 'primary'} loading={saving}>
            {confirming ? <Trans>Potvrdit kontumaci</Trans> : <Trans>Pokračovat</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        {confirming && type ? (
          <p>
            <Trans>
              Opravdu zapsat kontumaci {labels[type]} ({score(type)})? Výsledek zápasu se tím nahradí.
            </Trans>
          </p>
        ) : (
          <RadioGroup
            legend={<Trans>Výsledek kontumace</Trans>}
            name={`${formId}-walkover`}
            inline={false}
            value={type}
            error={error ?? undefined}
            options={walkoverTypes.map((w) => ({ value: w, label: `${labels[w]} (${score(w)})` }))}
            onValueChange={(value) => {
              setType(value as WalkoverType);
              setError(null);
            }}
          />
        )}
        {confirming && error && <p role="alert">{error}</p>}
      </form>
    </Dialog>
  );
}
