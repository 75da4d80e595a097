import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@phc/i18n';
import { Field, Select } from '@phc/ui';
import { localized, type Competition } from '../data/use-competition';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Category and team filters kept in the URL (`?kategorie=3&tym=12`), so a filtered draw can be shared. */
export function useDrawFilter() {
  const [params, setParams] = useSearchParams();
  const categoryId = numberParam(params.get('kategorie'));
  const teamId = numberParam(params.get('tym'));
  const set = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'kategorie') next.delete('tym');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { categoryId, teamId, params, set };
}

export function DrawFilters({ competition, filter }: { competition: Competition; filter: ReturnType<typeof useDrawFilter> }) {
  const { t } = useLingui();
  const locale = useLocale();
  // Teams of one category only: all of them would be hundreds of options (slow on a phone, long to scroll).
  const categoryId = filter.categoryId ?? (filter.teamId === null ? null : (competition.teamById.get(filter.teamId)?.teamCategoryId ?? null));
  const teams = useMemo(
    () =>
      competition.staticData.teams
        .filter((team) => team.teamCategoryId === categoryId)
        .map((team) => ({ value: String(team.id), label: competition.teamName(team.id) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [competition, categoryId, locale],
  );
  return (
    <StyledFilters>
      <Field label={t`Kategorie`}>
        <Select
          value={categoryId === null ? '' : String(categoryId)}
          onChange={(event) => filter.set('kategorie', event.target.value)}
          placeholder={t`Všechny kategorie`}
          options={competition.staticData.teamCategories.map((c) => ({ value: String(c.id), label: localized(c.name, locale) }))}
        />
      </Field>
      <Field label={t`Tým`} hint={categoryId === null ? t`Nejdříve vyberte kategorii.` : undefined}>
        <Select
          value={filter.teamId === null ? '' : String(filter.teamId)}
          onChange={(event) => filter.set('tym', event.target.value)}
          placeholder={t`Všechny týmy`}
          options={teams}
          disabled={categoryId === null}
        />
      </Field>
    </StyledFilters>
  );
}
