const numerals: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral of 1 to 3999; throws a RangeError outside, where no standard numeral exists. */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError(`No Roman numeral for ${n}`);
  let rest = n;
  let out = '';
  for (const [value, symbol] of numerals) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

export interface TeamLabelInput {
  name?: string | null;
  categoryCode?: string | null;
  teamNumber?: number | null;
}

/** SPEC §3: the team's name, or its category with the Roman team number ("B II"). */
export function teamLabel(team: TeamLabelInput): string {
  const name = team.name?.trim();
  if (name) return name;
  const number = team.teamNumber;
  // A number with no numeral still tells teams apart better than nothing.
  const suffix = number == null ? '' : Number.isInteger(number) && number >= 1 && number <= 3999 ? toRoman(number) : String(number);
  return [team.categoryCode?.trim(), suffix].filter(Boolean).join(' ');
}

export interface TeamDisplayInput {
  name: string | null;
  teamNumber: number;
  teamCategory: { code: string };
  club: { name: string };
}

/**
 * SPEC §3 team label with its club: its own name, else the club with the category and the Roman team
 * number ("Dukla Praha B II"), so two teams of one club in one category are told apart.
 */
export function teamDisplayName(team: TeamDisplayInput | undefined): string {
  if (!team) return '';
  const own = team.name?.trim();
  if (own) return own;
  return `${team.club.name} ${teamLabel({ categoryCode: team.teamCategory.code, teamNumber: team.teamNumber })}`.trim();
}

export interface TeamFullNameInput {
  clubName: string;
  /** The team's own name, when it has one. */
  name?: string | null;
  /** The category's name in the reader's language ("A chlapci"), which tells boys' and girls' A apart. */
  categoryName: string;
  teamNumber?: number | null;
}

/**
 * The one way a person reads or picks a team (issue 24): its club, its category's name and its Roman
 * number, "HC Praha A chlapci I"; a team with its own name keeps it and says its club and category,
 * "Sokol Stars (HC Praha, A chlapci)". Two teams of a tournament never read the same.
 */
export function teamFullName(team: TeamFullNameInput): string {
  const own = team.name?.trim();
  const club = team.clubName.trim();
  const category = team.categoryName.trim();
  if (own) return `${own} (${[club, category].filter(Boolean).join(', ')})`;
  return [club, teamLabel({ categoryCode: category, teamNumber: team.teamNumber })].filter(Boolean).join(' ');
}

/** The fields a team reference (TeamRef) carries, for `teamFullName` in a language. */
export interface TeamRefNameInput {
  clubName: string;
  name: string | null;
  teamNumber: number;
  categoryName: { cs: string; en: string };
}

/** `teamFullName` of a team reference (a request, a leader's team, a training's team) in a language. */
export function teamRefName(team: TeamRefNameInput, locale: 'cs' | 'en'): string {
  return teamFullName({ clubName: team.clubName, name: team.name, teamNumber: team.teamNumber, categoryName: team.categoryName[locale] });
}

/** A club's own team (its category with the name in both languages) as `teamFullName` in a language. */
export interface ClubTeamNameInput {
  name: string | null;
  teamNumber: number;
  teamCategory: { name: { cs: string; en: string } };
}

export function clubTeamName(clubName: string, team: ClubTeamNameInput, locale: 'cs' | 'en'): string {
  return teamFullName({ clubName, name: team.name, teamNumber: team.teamNumber, categoryName: team.teamCategory.name[locale] });
}
