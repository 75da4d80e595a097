import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { competitionWriteEndpoints, type RefereeSummary } from '@phc/api-contract';
import { apiRequest, isApiError, queryKeys, rosterQueries } from '@phc/api-client';
import { Button, Field, Heading, Notice, pushAlert, TextInput } from '@phc/ui';

/** Contract: at most four referees per match. */
const MAX_REFEREES = 4;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2,
  h3 {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    cursor: pointer;
  }
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

/** A match without a referee: in the warning colour and bold, so a reporter at the bench sees it at a glance. */
const StyledWarning = styled(Notice)`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface RefereesEditorProps {
  matchId: number;
  hallId: number;
  day: string;
  current: readonly RefereeSummary[];
  readOnly: boolean;
}

function RefereeChoices({ title, referees, chosen, full, onToggle }: { title: string; referees: readonly RefereeSummary[]; chosen: ReadonlySet<number>; full: boolean; onToggle: (id: number, on: boolean) => void }) {
  const headingId = useId();
  if (referees.length === 0) return null;
  return (
    <div>
      <Heading level={3} id={headingId}>
        {title}
      </Heading>
      <StyledList aria-labelledby={headingId}>
        {referees.map((r) => (
          <li key={r.id}>
            <label>
              <input type="checkbox" checked={chosen.has(r.id)} disabled={full && !chosen.has(r.id)} onChange={(e) => onToggle(r.id, e.target.checked)} />
              {r.lastName} {r.firstName}
            </label>
          </li>
        ))}
      </StyledList>
    </div>
  );
}

/**
 * SPEC §7 match referees: the hall's referees of that day first (they are already there), then
 * everyone approved. A match without referees only warns: no configuration key blocks it.
 */
export function RefereesEditor({ matchId, hallId, day, current, readOnly }: RefereesEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data: referees } = useSuspenseQuery(rosterQueries.referees());
  const { data: hallIds = [] } = useQuery(rosterQueries.hallReferees(hallId, day));
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(current.map((r) => r.id)));
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const { hall, others } = useMemo(() => {
    const inHall = new Set(hallIds);
    const needle = search.trim().toLocaleLowerCase();
    const matches = (r: RefereeSummary) => !needle || `${r.lastName} ${r.firstName}`.toLocaleLowerCase().includes(needle) || chosen.has(r.id);
    return { hall: referees.filter((r) => inHall.has(r.id)), others: referees.filter((r) => !inHall.has(r.id) && matches(r)) };
  }, [referees, hallIds, search, chosen]);

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await apiRequest(competitionWriteEndpoints.updateReferees, { params: { id: matchId }, body: { _data: { referees: [...chosen] } } });
      pushAlert({ type: 'success', message: t`Rozhodčí jsou uloženi.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.match(matchId) });
    } catch (error) {
      setFailure(isApiError(error, 409) ? t`Protokol zápasu je uzavřený, rozhodčí už nelze měnit.` : isApiError(error, 403) ? t`Rozhodčí může měnit jen zapisovatel zápasu.` : t`Rozhodčí se nepodařilo uložit.`);
    } finally {
      setSaving(false);
    }
  };

  const full = chosen.size >= MAX_REFEREES;
  return (
    <StyledSection aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        <Trans>Rozhodčí</Trans>
      </Heading>
      {current.length === 0 && (
        <StyledWarning role="status">
          <Trans>Zápas zatím nemá žádného rozhodčího.</Trans>
        </StyledWarning>
      )}
      {readOnly ? (
        <p>{current.map((r) => `${r.lastName} ${r.firstName}`).join(', ') || '–'}</p>
      ) : (
        <>
          <RefereeChoices title={t`V této hale dnes`} referees={hall} chosen={chosen} full={full} onToggle={toggle} />
          <Field label={<Trans>Hledat rozhodčího</Trans>}>
            <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <RefereeChoices title={hall.length > 0 ? t`Ostatní rozhodčí` : t`Všichni rozhodčí`} referees={others} chosen={chosen} full={full} onToggle={toggle} />
          {full && (
            <p>
              <Trans>Vybráni jsou nejvýše 4 rozhodčí.</Trans>
            </p>
          )}
          {failure && <p role="alert">{failure}</p>}
          <div>
            <Button variant="secondary" disabled={saving} onClick={() => void save()}>
              <Trans>Uložit rozhodčí</Trans>
            </Button>
          </div>
        </>
      )}
    </StyledSection>
  );
}
