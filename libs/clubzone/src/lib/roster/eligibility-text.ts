import { useLingui } from '@lingui/react/macro';
import type { Participant } from '@phc/api-contract';
import type { Blocker, Note, TeamProblem } from './eligibility';

/** The eligibility codes in the visitor's language, each with its limit values. */
export function useEligibilityText() {
  const { t } = useLingui();
  const genderName = (gender: Participant['gender'] | 'X') => (gender === 'M' ? t`chlapce` : gender === 'F' ? t`dívky` : t`smíšená`);
  return {
    gender: (gender: Participant['gender']) => (gender === 'M' ? t`Muž` : gender === 'F' ? t`Žena` : t`Neurčeno`),
    blocker: (blocker: Blocker): string => {
      switch (blocker.code) {
        case 'gender':
          return t`Kategorie je jen pro ${genderName(blocker.categoryGender)}.`;
        case 'tooOld': {
          const year = blocker.oldestYear;
          return t`Příliš starý: nejstarší povolený ročník je ${year}.`;
        }
        case 'olderNotAllowed': {
          const year = blocker.birthYearFrom;
          return t`Kategorie nepřijímá starší hráče (ročník ${year} a mladší).`;
        }
        case 'tooYoung': {
          const year = blocker.youngestYear;
          return t`Příliš mladý: o kategorii výš smí hrát nejmladší ročník ${year}.`;
        }
        default:
          return t`Pravidla kategorie účast nedovolují.`;
      }
    },
    note: (note: Note): string => {
      switch (note.code) {
        case 'olderPlayer': {
          const max = note.maxOlderPlayers;
          return t`Starší hráč (kategorie jich dovoluje nejvýše ${max}).`;
        }
        case 'otherGender': {
          const max = note.maxOtherGenderPlayers;
          return t`Hráč jiného pohlaví (kategorie jich dovoluje nejvýše ${max}).`;
        }
        case 'playsUp':
          return t`Mladší hráč hraje o kategorii výš.`;
        default: {
          const code = note.categoryCode;
          return t`Hraje za dva týmy kategorie ${code}.`;
        }
      }
    },
    problem: (problem: TeamProblem): string => {
      switch (problem.code) {
        case 'genderQuota': {
          const { count, max } = problem;
          return t`Hráčů jiného pohlaví: ${count}, povoleno nejvýše ${max}.`;
        }
        case 'olderQuota': {
          const { count, max } = problem;
          return t`Starších hráčů: ${count}, povoleno nejvýše ${max}.`;
        }
        default: {
          const count = problem.count;
          return t`Hráčů i v jiném týmu stejné kategorie: ${count}.`;
        }
      }
    },
  };
}
