// The versioned exchange format of a whole tournament (issue 17 item 6): what an export writes and an
// import reads, as JSON or as one CSV file per table. Every table is a list of flat rows (text, numbers,
// booleans, nulls), so a JSON table and its CSV file hold the same columns and a spreadsheet user sees
// one sheet per table. Rows point at each other by stable keys (a club's key, a team's uuid, a
// category's code+gender, a country's code...), never by database ids, so another database maps them.
// Version 1 grew two optional columns, so a file written before them still imports (left out or empty:
// nothing): a round level's `category` (the category's key of a level one category has of its own,
// made in the builder; empty: every category shares it) and a team's `seedingPot` (the organiser's
// pot for the draw, 1 = strongest).
import * as v from 'valibot';
import { maxLength, messageCodes as m } from './messages';
import { IsoDateTimeSchema, storableText } from './primitives';
import { TieBreakProcedureSchema } from './admin-lots-endpoints';
import { potLimits } from './admin-competition-endpoints';

/** The format's name and version: an importer refuses a file of another format or a newer version. */
export const tournamentExportFormat = { name: 'phc-tournament', version: 1 } as const;

/** Message codes of the import's row errors, beside the contract's field codes (messageCodes). */
export const importErrorCodes = {
  /** The key names no row of the table it points at (in the upload or, for lookups, in the database). */
  unknownKey: 'unknownKey',
  /** A second row with a key that must be unique. */
  duplicateKey: 'duplicateKey',
  /** A CSV header without its column, or a column nobody knows. */
  missingColumn: 'missingColumn',
  unknownColumn: 'unknownColumn',
  /** A file whose name names no table (`clubs.csv`, `teams.csv`...), or JSON that is no export. */
  unknownFile: 'unknownFile',
  /** A line with more or fewer cells than the header, or an unterminated quote. */
  malformedLine: 'malformedLine',
  /** A match whose home and away team are the same, or a team not in its group. */
  inconsistent: 'inconsistent',
  /** A group on a round level another category has of its own, or a team put into another category's group. */
  otherCategory: 'otherCategory',
} as const;

const text = (max: number = maxLength.short) => v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.required), v.maxLength(max, m.tooLong), storableText());
const optionalText = (max: number = maxLength.short) => v.nullable(v.pipe(v.string(m.invalid), v.trim(), v.maxLength(max, m.tooLong), storableText()));
const int = (min: number, max: number) => v.pipe(v.number(m.integer), v.integer(m.integer), v.minValue(min, m.min), v.maxValue(max, m.max));
const optionalInt = (min: number, max: number) => v.nullable(int(min, max));
const flag = v.boolean(m.invalid);
const KeySchema = text(maxLength.name);
const optionalKey = v.nullable(KeySchema);
/** A column added to version 1 later: a file without it reads as empty (null). CSV reads an absent or empty cell as null too. */
const addedLater = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null);
const year = int(1900, 2199);
const order = int(-100_000, 100_000);

export const ExportCountrySchema = v.object({ code: v.pipe(KeySchema, v.maxLength(3, m.tooLong)), nameCs: text(), nameEn: text() });
export const ExportMatchStageSchema = v.object({ code: KeySchema, nameCs: text(), nameEn: text(), order });
export const ExportEventTypeSchema = v.object({
  code: KeySchema,
  nameCs: text(),
  nameEn: text(),
  scoreDelta: int(-10, 10),
  penaltyMinutes: int(0, 100),
  scoresForOpponent: flag,
  hasAssist: flag,
});
export const ExportCategorySchema = v.object({
  key: KeySchema,
  code: text(20),
  gender: v.picklist(['M', 'F', 'X'], m.invalid),
  nameCs: text(),
  nameEn: text(),
  birthYearFrom: v.nullable(year),
  birthYearTo: v.nullable(year),
  order,
  maxOtherGenderPlayers: int(0, 100),
  maxOlderPlayers: int(0, 100),
  smallCourt: flag,
  /** The tie-break procedure the category follows; empty: its sport's default. */
  tieBreak: v.nullable(TieBreakProcedureSchema),
  /** The builder's state: a draft the public does not see, or published; empty for a competition made without the builder (public). */
  draw: v.nullable(v.picklist(['draft', 'published'], m.invalid)),
});
/** Halls: the places matches are played in. */
export const ExportPlaceSchema = v.object({
  key: KeySchema,
  nameCs: text(),
  nameEn: text(),
  /** What the map's panel says of the hall; may be empty. */
  descriptionCs: v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong), storableText()),
  descriptionEn: v.pipe(v.string(m.invalid), v.maxLength(maxLength.note, m.tooLong), storableText()),
  address: text(),
  lat: v.pipe(v.number(m.invalid), v.minValue(-90, m.min), v.maxValue(90, m.max)),
  lng: v.pipe(v.number(m.invalid), v.minValue(-180, m.min), v.maxValue(180, m.max)),
  openingHours: optionalText(),
  /** Handball: whether resin (glue) may be used on the court; empty where nobody said. */
  glueAllowed: v.nullable(flag),
  order,
});
export const ExportRoundLevelSchema = v.object({
  key: KeySchema,
  isBracket: flag,
  nameCs: text(),
  nameEn: text(),
  order,
  /** The category's key of a level that category has of its own (made in the builder); empty: every category shares it. */
  category: addedLater(KeySchema),
});
export const ExportClubSchema = v.object({
  key: KeySchema,
  name: text(maxLength.name),
  country: KeySchema,
  city: optionalText(maxLength.name),
  registrationState: v.picklist(['new', 'processed', 'approved'], m.invalid),
});
export const ExportTeamSchema = v.object({
  key: KeySchema,
  club: KeySchema,
  category: KeySchema,
  name: optionalText(maxLength.name),
  number: int(1, 99),
  /** The organiser's seeding pot for the draw (1 = strongest); empty: none. */
  seedingPot: addedLater(int(potLimits.pot.min, potLimits.pot.max)),
});
/** A player or team leader: the name and the birth year, nothing more of a child's data. */
export const ExportPlayerSchema = v.object({
  key: KeySchema,
  club: KeySchema,
  firstName: text(maxLength.name),
  lastName: text(maxLength.name),
  birthYear: year,
  gender: v.picklist(['M', 'F', 'I'], m.invalid),
  isLeader: flag,
  jerseyNumber: optionalInt(0, 999),
});
export const ExportTeamPlayerSchema = v.object({ team: KeySchema, player: KeySchema });
export const ExportGroupSchema = v.object({
  key: KeySchema,
  category: KeySchema,
  roundLevel: KeySchema,
  /** A or B for the playoff trees, empty for the group stage. */
  playoff: v.nullable(v.picklist(['A', 'B'], m.invalid)),
  name: text(maxLength.name),
});
export const ExportGroupTeamSchema = v.object({ group: KeySchema, team: KeySchema, seed: int(0, 1000) });
/** A drawing of lots among teams level after every criterion: 1 ranks highest. */
export const ExportGroupLotSchema = v.object({ group: KeySchema, team: KeySchema, order: int(1, 1000) });
export const ExportRefereeSchema = v.object({
  key: KeySchema,
  firstName: text(maxLength.name),
  lastName: text(maxLength.name),
  birthYear: year,
  gender: v.picklist(['M', 'F', 'X'], m.invalid),
  registrationState: v.picklist(['new', 'approved', 'rejected'], m.invalid),
});
/** A match; a bracket side names the group and the place in it that feeds it (SPEC §4). */
export const ExportMatchSchema = v.object({
  key: KeySchema,
  /** The number publishing gave the match (programmes quote it); empty in a draft. */
  number: optionalInt(1, 1_000_000),
  group: KeySchema,
  homeTeam: optionalKey,
  awayTeam: optionalKey,
  homeFromGroup: optionalKey,
  homeFromPosition: optionalInt(1, 1000),
  awayFromGroup: optionalKey,
  awayFromPosition: optionalInt(1, 1000),
  startsAt: IsoDateTimeSchema,
  place: KeySchema,
  state: v.picklist(['scheduled', 'live', 'finished'], m.invalid),
  homeScore: optionalInt(0, 10_000),
  awayScore: optionalInt(0, 10_000),
  walkover: v.nullable(v.picklist(['home', 'away', 'both'], m.invalid)),
  stage: optionalKey,
});
export const ExportMatchRefereeSchema = v.object({ match: KeySchema, referee: KeySchema });
export const ExportMatchRosterSchema = v.object({
  match: KeySchema,
  team: KeySchema,
  player: KeySchema,
  jerseyNumber: optionalInt(0, 999),
  captain: flag,
  goalkeeper: flag,
  leader: flag,
});
/** An event of a match, in the match's order (minute, second, then as listed). */
export const ExportMatchEventSchema = v.object({
  match: KeySchema,
  minute: int(0, 1000),
  second: int(0, 59),
  type: KeySchema,
  team: KeySchema,
  player: optionalKey,
  assist: optionalKey,
  stage: optionalKey,
});

/**
 * The tables in dependency order (a table only points at tables before it) with the CSV file each is
 * written to. The order is also the import's order.
 */
export const tournamentTables = {
  countries: ExportCountrySchema,
  matchStages: ExportMatchStageSchema,
  eventTypes: ExportEventTypeSchema,
  categories: ExportCategorySchema,
  places: ExportPlaceSchema,
  roundLevels: ExportRoundLevelSchema,
  clubs: ExportClubSchema,
  teams: ExportTeamSchema,
  players: ExportPlayerSchema,
  teamPlayers: ExportTeamPlayerSchema,
  groups: ExportGroupSchema,
  groupTeams: ExportGroupTeamSchema,
  groupLots: ExportGroupLotSchema,
  referees: ExportRefereeSchema,
  matches: ExportMatchSchema,
  matchReferees: ExportMatchRefereeSchema,
  matchRosters: ExportMatchRosterSchema,
  matchEvents: ExportMatchEventSchema,
} as const;
export type TournamentTable = keyof typeof tournamentTables;
export const tournamentTableNames = Object.keys(tournamentTables) as TournamentTable[];
export const TournamentTableSchema = v.picklist(tournamentTableNames, m.invalid);
export type TournamentRow<T extends TournamentTable> = v.InferOutput<(typeof tournamentTables)[T]>;
/** Every table as its rows, the shape of an export without its header. */
export type TournamentTables = { [T in TournamentTable]: TournamentRow<T>[] };

/** `matchEvents` → `match-events.csv`: the file a table is written to and read from. */
export const tournamentTableFile = (table: TournamentTable) => `${table.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.csv`;

/** `homeFromGroup` → `home from group`: a column as a CSV header and the import's errors name it. */
export const tournamentColumnHeader = (column: string) => column.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** Each table's rows at most: well above the biggest event (1,100 matches, ~40,000 events). */
export const tournamentTableMaxRows = 200_000;

/* @__NO_SIDE_EFFECTS__ */
const rows = <S extends v.GenericSchema>(row: S) => v.pipe(v.array(row), v.maxLength(tournamentTableMaxRows, m.tooLong));

export const TournamentExportSchema = v.object({
  format: v.literal(tournamentExportFormat.name, importErrorCodes.unknownFile),
  version: v.literal(tournamentExportFormat.version, importErrorCodes.unknownFile),
  exportedAt: IsoDateTimeSchema,
  /** The sport of the tournament it came from (handball, floorball...): informative. */
  sport: v.string(),
  countries: rows(ExportCountrySchema),
  matchStages: rows(ExportMatchStageSchema),
  eventTypes: rows(ExportEventTypeSchema),
  categories: rows(ExportCategorySchema),
  places: rows(ExportPlaceSchema),
  roundLevels: rows(ExportRoundLevelSchema),
  clubs: rows(ExportClubSchema),
  teams: rows(ExportTeamSchema),
  players: rows(ExportPlayerSchema),
  teamPlayers: rows(ExportTeamPlayerSchema),
  groups: rows(ExportGroupSchema),
  groupTeams: rows(ExportGroupTeamSchema),
  groupLots: rows(ExportGroupLotSchema),
  referees: rows(ExportRefereeSchema),
  matches: rows(ExportMatchSchema),
  matchReferees: rows(ExportMatchRefereeSchema),
  matchRosters: rows(ExportMatchRosterSchema),
  matchEvents: rows(ExportMatchEventSchema),
});
export type TournamentExport = v.InferOutput<typeof TournamentExportSchema>;

/** One problem of an import: the file, the line (CSV: the file's line, 1 = header; JSON: the row's number), the column and its code. */
export const ImportRowErrorSchema = v.object({
  file: v.string(),
  table: v.nullable(TournamentTableSchema),
  line: v.number(),
  field: v.string(),
  code: v.string(),
});
export type ImportRowError = v.InferOutput<typeof ImportRowErrorSchema>;

/** The 400 of an import: the usual error body with every row error (at most `importMaxErrors`). */
export const ImportErrorBodySchema = v.object({
  error: v.object({ status: v.number(), code: v.string(), message: v.string(), rows: v.array(ImportRowErrorSchema), truncated: v.boolean() }),
});
export type ImportErrorBody = v.InferOutput<typeof ImportErrorBodySchema>;
export const importMaxErrors = 500;

/** What an import stored: rows per table. */
export const ImportResultSchema = v.object({ counts: v.record(v.string(), v.number()) });
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

/** Upload limits: one file, and all files of an import together. */
export const tournamentImportLimits = { maxFileBytes: 32 * 1024 * 1024, maxFiles: 20, maxTotalBytes: 64 * 1024 * 1024 } as const;
