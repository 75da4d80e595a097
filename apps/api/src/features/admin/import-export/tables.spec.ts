import { tournamentColumnHeader as headerOf } from '@phc/api-contract';
import { cellValue, csvToTable, tableToCsv } from './tables';
import { tableOfFile, decodeText } from './upload';

const clubsHeader = 'key;name;country;city;registration state';

describe('a tournament table as CSV', () => {
  it('names columns in plain words and reads headers whatever their case, spaces or dashes', () => {
    expect(headerOf('homeFromGroup')).toBe('home from group');
    const read = csvToTable('clubs', 'clubs.csv', 'KEY,Name,country,City,registration_state\nc1,Sokol,CZ,,approved\n');
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([{ key: 'c1', name: 'Sokol', country: 'CZ', city: null, registrationState: 'approved' }]);
  });

  it('converts cells by the column’s type: decimal commas, yes/no in Czech too, empty as nothing', () => {
    const entry = (schema: unknown) => schema as Parameters<typeof cellValue>[0];
    expect(cellValue(entry({ type: 'number' }), '50,0755', ';')).toBe(50.0755);
    expect(cellValue(entry({ type: 'number' }), '1 234', ';')).toBe(1234);
    expect(cellValue(entry({ type: 'number' }), 'two', ';')).toBe('two');
    expect(cellValue(entry({ type: 'boolean' }), 'Ano', ';')).toBe(true);
    expect(cellValue(entry({ type: 'boolean' }), 'ne', ';')).toBe(false);
    expect(cellValue(entry({ type: 'boolean' }), 'maybe', ';')).toBe('maybe');
    expect(cellValue(entry({ type: 'nullable', wrapped: { type: 'number' } }), ' ', ';')).toBeNull();
  });

  it('gives each bad row its line and column with the contract’s code', () => {
    const read = csvToTable('clubs', 'my clubs.csv', `${clubsHeader}\r\nc1;;CZ;;approved\r\n"c2";"Two\r\nlines";CZ;;nope\r\nc3;Ok;CZ;Brno;new\r\n`);
    expect(read.errors).toEqual([
      { file: 'my clubs.csv', table: 'clubs', line: 2, field: 'name', code: 'required' },
      { file: 'my clubs.csv', table: 'clubs', line: 3, field: 'registrationState', code: 'invalid' },
    ]);
    expect(read.rows.map((r) => r.key)).toEqual(['c3']);
    expect(read.lines).toEqual([5]);
  });

  it('refuses an unknown column and a missing required one on the header line, without reading rows', () => {
    const read = csvToTable('clubs', 'clubs.csv', 'key;name;colour\r\nc1;A;red\r\n');
    expect(read.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [1, 'colour', 'unknownColumn'],
      [1, 'country', 'missingColumn'],
      [1, 'registrationState', 'missingColumn'],
    ]);
  });

  it('leaves a column that may be empty out of the header: every row has it empty', () => {
    const read = csvToTable('clubs', 'clubs.csv', 'key;name;country;registration state\r\nc1;A;CZ;new\r\n');
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([{ key: 'c1', name: 'A', country: 'CZ', registrationState: 'new', city: null }]);
  });

  it('reads a row whose empty last cells a spreadsheet left out', () => {
    expect(csvToTable('clubs', 'clubs.csv', `key;name;country;registration state;city\r\nc1;A;CZ;new\r\n`).rows).toEqual([{ key: 'c1', name: 'A', country: 'CZ', registrationState: 'new', city: null }]);
  });

  it('reads a version 1 file written before the seeding pot and the level’s own category: both empty; with them, as given', () => {
    const before = csvToTable('teams', 'teams.csv', 'key;club;category;name;number\r\nt1;c1;AM;;1\r\n');
    expect(before.errors).toEqual([]);
    expect(before.rows).toEqual([{ key: 't1', club: 'c1', category: 'AM', name: null, number: 1, seedingPot: null }]);
    const teams = csvToTable('teams', 'teams.csv', 'key;club;category;name;number;seeding pot\r\nt1;c1;AM;;1;2\r\nt2;c1;AM;;2;\r\nt3;c1;AM;;3;17\r\n');
    expect(teams.rows.map((r) => r.seedingPot)).toEqual([2, null]);
    expect(teams.errors).toEqual([{ file: 'teams.csv', table: 'teams', line: 4, field: 'seedingPot', code: 'max' }]);
    const levels = csvToTable('roundLevels', 'round-levels.csv', 'key;is bracket;name cs;name en;order;category\r\ngroup;no;Skupiny;Groups;1;\r\nEX_second;no;Nadstavba;Second stage;5;EX\r\n');
    expect(levels.rows.map((r) => r.category)).toEqual([null, 'EX']);
    expect(csvToTable('roundLevels', 'round-levels.csv', 'key;is bracket;name cs;name en;order\r\ngroup;no;Skupiny;Groups;1\r\n').rows).toEqual([
      { key: 'group', isBracket: false, nameCs: 'Skupiny', nameEn: 'Groups', order: 1, category: null },
    ]);
  });

  it('writes rows and reads them back equal', () => {
    const rows = [
      { key: 'p1', club: 'c1', firstName: 'Jan', lastName: 'Nový', birthYear: 2010, gender: 'M' as const, isLeader: false, jerseyNumber: 7 },
      { key: 'p2', club: 'c1', firstName: '-Eva', lastName: 'Stará; ml.', birthYear: 1980, gender: 'F' as const, isLeader: true, jerseyNumber: null },
    ];
    expect(csvToTable('players', 'players.csv', tableToCsv('players', rows, ';')).rows).toEqual(rows);
    expect(csvToTable('players', 'players.csv', tableToCsv('players', rows, ',')).rows).toEqual(rows);
  });
});

describe('an uploaded file', () => {
  it('names its table by the file name as a spreadsheet or a browser saves it', () => {
    expect(tableOfFile('match-events.csv')).toBe('matchEvents');
    expect(tableOfFile('Match events (2).CSV')).toBe('matchEvents');
    expect(tableOfFile('match_events.csv')).toBe('matchEvents');
    expect(tableOfFile('budget.csv')).toBeUndefined();
  });

  it('is read as UTF-8, or as Windows-1250 when Czech Excel saved plain CSV', () => {
    expect(decodeText(Buffer.from('Žluťoučký', 'utf8'))).toBe('Žluťoučký');
    expect(decodeText(Buffer.from([0x8e, 0x6c, 0x75, 0x9d, 0x6f, 0x75, 0xe8, 0x6b, 0xfd]))).toBe('Žluťoučký');
  });
});
