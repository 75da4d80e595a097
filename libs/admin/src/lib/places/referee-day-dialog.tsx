import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxRefereesPerHallDay, type AdminRefereeDays } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { Button, Checkbox, Dialog, Field, TextInput } from '@phc/ui';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Referee = AdminRefereeDays['referees'][number];

export type RefereeDayDialogProps = {
  open: boolean;
  /** "Hala Děkanka, Pá 10. 4. 2026" */
  title: string;
  referees: Referee[];
  current: number[];
  /** Referees already in another hall that day, by id: the name of that hall. */
  elsewhere: Map<number, string>;
  onSave: (refereeIds: number[]) => Promise<unknown>;
  onClose: () => void;
};

/** The referees of one hall on one day: approved referees to tick, found by name; the chosen ones stay listed while searching. */
export function RefereeDayDialog({ open, title, referees, current, elsewhere, onSave, onClose }: RefereeDayDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [chosen, setChosen] = useState(() => new Set(current));
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(locale);
    return referees.filter((r) => chosen.has(r.id) || !needle || `${r.lastName} ${r.firstName}`.toLocaleLowerCase(locale).includes(needle));
  }, [referees, search, chosen, locale]);
  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave([...chosen]);
    } catch (error) {
      setFailure(isApiError(error, 400) ? t`Někdo z vybraných už není schválený rozhodčí; načtěte stránku znovu.` : isApiError(error, 404) ? t`Tato hala už neexistuje.` : t`Rozhodčí se nepodařilo uložit. Zkuste to prosím znovu.`);
    } finally {
      setSaving(false);
    }
  };
  const full = chosen.size >= maxRefereesPerHallDay;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            <Trans>Uložit rozhodčí</Trans>
          </Button>
        </>
      }
    >
      <Field label={<Trans>Hledat rozhodčího</Trans>}>
        <TextInput type="search" data-autofocus value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <p role="status">
        <Trans>Vybráno: {chosen.size}</Trans>
      </p>
      {referees.length === 0 ? (
        <p>
          <Trans>Zatím není schválený žádný rozhodčí.</Trans>
        </p>
      ) : (
        <StyledList aria-label={t`Schválení rozhodčí`}>
          {shown.map((referee) => {
            const other = elsewhere.get(referee.id);
            return (
              <li key={referee.id}>
                <Checkbox
                  label={`${referee.lastName} ${referee.firstName}`}
                  hint={other ? t`Tento den už v hale ${other}` : undefined}
                  checked={chosen.has(referee.id)}
                  disabled={full && !chosen.has(referee.id)}
                  onChange={(event) => toggle(referee.id, event.target.checked)}
                />
              </li>
            );
          })}
        </StyledList>
      )}
      {failure && <StyledError role="alert">{failure}</StyledError>}
    </Dialog>
  );
}
