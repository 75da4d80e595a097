import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { tournamentYear, type ConfigValue, type TeamCategory } from '@phc/api-contract';
import { ageGroupOf, categoryBirthYears, type AgeGroup } from '@phc/tournaments';

/** What a category is besides its letter, e.g. "mladší žáci · ročníky 2014–2015"; empty for adults. */
export type CategoryAgeLabel = (category: TeamCategory) => { ageGroup: string; years: string; text: string };

/** The age group and birth years of categories in the reader's language, counted in the tournament's year. */
export function useCategoryAge(configurations: readonly ConfigValue[]): CategoryAgeLabel {
  const { t } = useLingui();
  return useMemo(() => {
    const year = tournamentYear(configurations, new Date());
    const names: Record<AgeGroup, { M: string; F: string }> = {
      mini: { M: t`minižáci`, F: t`minižačky` },
      youngerPupils: { M: t`mladší žáci`, F: t`mladší žačky` },
      olderPupils: { M: t`starší žáci`, F: t`starší žačky` },
      youngerJuniors: { M: t`mladší dorostenci`, F: t`mladší dorostenky` },
      olderJuniors: { M: t`starší dorostenci`, F: t`starší dorostenky` },
      juniors: { M: t`junioři`, F: t`juniorky` },
    };
    return (category) => {
      const group = ageGroupOf(category, year);
      const span = categoryBirthYears(category);
      const ageGroup = group ? names[group][category.gender === 'F' ? 'F' : 'M'] : '';
      const years = span ? t`ročníky ${span[0]}–${span[1]}` : '';
      return { ageGroup, years, text: [ageGroup, years].filter(Boolean).join(' · ') };
    };
  }, [configurations, t]);
}
