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
