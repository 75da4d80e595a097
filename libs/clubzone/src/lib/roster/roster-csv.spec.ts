import type { Participant } from '@phc/api-contract';
import { csvCell, rosterCsv } from './roster-csv';

const participant = (over: Partial<Participant>): Participant => ({
  id: 1,
  clubId: 1,
  firstName: 'Jan',
  lastName: 'Novák',
  birthYear: 2012,
  gender: 'M',
  isLeader: false,
  onException: false,
  jerseyNumber: 9,
  tournamentSpecificAttributes: { captain: true, goalkeeper: false },
  teamIds: [3, 4],
  availableTeamIds: [3, 4],
  ...over,
});
const labels = { header: ['Příjmení', 'Jméno', 'Rok', 'Pohlaví', 'Vedoucí', 'Číslo', 'Týmy'], gender: { M: 'muž', F: 'žena', I: 'neurčeno' }, yes: 'ano' };

describe('rosterCsv', () => {
  it('writes one semicolon line per participant with the team labels, behind a byte-order mark', () => {
    const csv = rosterCsv([participant({}), participant({ id: 2, firstName: 'Eva', lastName: 'Malá', gender: 'F', isLeader: true, jerseyNumber: null, teamIds: [] })], new Map([[3, 'C I'], [4, 'C II']]), labels, false);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Příjmení;Jméno;Rok;Pohlaví;Vedoucí;Číslo;Týmy', 'Novák;Jan;2012;muž;;9;C I, C II', 'Malá;Eva;2012;žena;ano;;', '']);
  });

  it('adds captain and goalkeeper columns in floorball', () => {
    const csv = rosterCsv([participant({})], new Map(), { ...labels, header: [...labels.header, 'Kapitán', 'Brankář'] }, true);
    expect(csv.split('\r\n')[1]).toBe('Novák;Jan;2012;muž;;9;3, 4;ano;');
  });

  it('quotes separators and quotes and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
  });
});
