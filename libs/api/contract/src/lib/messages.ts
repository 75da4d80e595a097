/**
 * Validation messages are stable codes, not sentences: the server answers them in 400 field errors
 * and the web translates them (libs/i18n translateValidation).
 */
export const messageCodes = {
  required: 'required',
  email: 'email',
  phone: 'phone',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
  invalid: 'invalid',
  integer: 'integer',
  min: 'min',
  max: 'max',
  date: 'date',
  firstNameRequired: 'firstNameRequired',
  lastNameRequired: 'lastNameRequired',
  birthYearRequired: 'birthYearRequired',
  genderRequired: 'genderRequired',
  atLeastOneTeam: 'atLeastOneTeam',
  termsRequired: 'termsRequired',
  teamNameRequired: 'teamNameRequired',
  emailMissing: 'emailMissing',
  invalidEmail: 'invalidEmail',
  unknownEmail: 'unknownEmail',
  invalidPassword: 'invalidPassword',
  accountDisabled: 'accountDisabled',
  passwordTooShort: 'passwordTooShort',
  passwordTooWeak: 'passwordTooWeak',
  refereeTooYoung: 'refereeTooYoung',
  trainingLength: 'trainingLength',
  personsFrozen: 'personsFrozen',
  bundleContradictsLevel: 'bundleContradictsLevel',
  departureBeforeArrival: 'departureBeforeArrival',
  outsideTournament: 'outsideTournament',
  // Dates against the present (date-rules.ts, issue 24).
  birthYearFuture: 'birthYearFuture',
  birthYearTooYoung: 'birthYearTooYoung',
  dayPast: 'dayPast',
  timePast: 'timePast',
  // Match roster save and confirm (SPEC §5): answered in 400 `fields.roster` by the server.
  tooFewPlayers: 'tooFewPlayers',
  tooManyPlayers: 'tooManyPlayers',
  tooFewLeaders: 'tooFewLeaders',
  tooManyLeaders: 'tooManyLeaders',
  jerseyNumberMissing: 'jerseyNumberMissing',
  jerseyNumbersNotUnique: 'jerseyNumbersNotUnique',
  tooManyOtherGender: 'tooManyOtherGender',
  invalidLeader: 'invalidLeader',
  invalidParticipant: 'invalidParticipant',
  tooManyOlderPlayers: 'tooManyOlderPlayers',
  playerTooYoung: 'playerTooYoung',
  tooManyExceptionPlayers: 'tooManyExceptionPlayers',
  // Closing a match protocol: a team's or referee's PIN that does not match.
  invalidPin: 'invalidPin',
  // Match events (@phc/tournaments event rules): a time outside its stage, a sanction naming nobody.
  invalidTime: 'invalidTime',
  playerRequired: 'playerRequired',
  // Closed windows (SPEC §9 dates) and optimistic concurrency.
  closed: 'closed',
  stale: 'stale',
  // Master data in the administration: cross-field checks of categories and prices, a taken code.
  minAboveMax: 'minAboveMax',
  warningAboveMax: 'warningAboveMax',
  birthYearsReversed: 'birthYearsReversed',
  bundleCode: 'bundleCode',
  pattern: 'pattern',
  taken: 'taken',
  // Bank details in the configuration (issue 18 item 8).
  iban: 'iban',
  bic: 'bic',
  bankAccount: 'bankAccount',
} as const;

export type MessageCode = keyof typeof messageCodes;

/** Lengths every free text is held to, so oversize input is a 400 and never reaches the database. */
export const maxLength = { name: 100, email: 254, short: 200, note: 2000, url: 2000, richText: 200_000 } as const;
