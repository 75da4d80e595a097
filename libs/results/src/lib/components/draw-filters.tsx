import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { compareCzech } from '@phc/api-contract';
import { useLocale, type Locale } from '@phc/i18n';
import { Field, Select, type SelectOption, type SelectOptionGroup } from '@phc/ui';
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

const compareIn = (locale: Locale) => (locale === 'cs' ? compareCzech : (a: string, b: string) => a.localeCompare(b, locale));

/** The team filter's options: one category's teams, or all of them in sections by category. */
function teamOptions(competition: Competition, categoryId: number | null, locale: Locale): SelectOption[] | SelectOptionGroup[] {
  const compare = compareIn(locale);
  const optionsOf = (id: number) =>
    competition.staticData.teams
      .filter((team) => team.teamCategoryId === id)
      .map((team) => ({ value: String(team.id), label: competition.teamName(team.id) }))
      .sort((a, b) => compare(a.label, b.label));
  if (categoryId !== null) return optionsOf(categoryId);
  return competition.staticData.teamCategories.map((category) => ({ label: localized(category.name, locale), options: optionsOf(category.id) })).filter((group) => group.options.length > 0);
}

export function DrawFilters({ competition, filter }: { competition: Competition; filter: ReturnType<typeof useDrawFilter> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const categoryId = filter.categoryId;
  // Without a category every team is offered, in sections by category (a phone's picker shows the
  // headings), so a parent finds their child's team without knowing its category first.
  const teams = useMemo(() => teamOptions(competition, categoryId, locale), [competition, categoryId, locale]);
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
      <Field label={t`Tým`}>
        <Select value={filter.teamId === null ? '' : String(filter.teamId)} onChange={(event) => filter.set('tym', event.target.value)} placeholder={t`Všechny týmy`} options={teams} />
      </Field>
    </StyledFilters>
  );
}
