import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The API contract's valibot schemas speak in stable message codes (the server answers them in
 * 400 field errors, the forms get them from the same schemas); this is their text in both languages.
 */
const messages: Record<string, MessageDescriptor> = {
  required: msg`Toto pole je povinné.`,
  email: msg`Zadejte platný e-mail.`,
  phone: msg`Zadejte telefonní číslo, např. 777 888 999; zahraniční s předvolbou, např. +49 30 1234567.`,
  tooLong: msg`Text je příliš dlouhý.`,
  tooShort: msg`Text je příliš krátký.`,
  invalid: msg`Neplatná hodnota.`,
  integer: msg`Zadejte celé číslo.`,
  min: msg`Hodnota je příliš malá.`,
  max: msg`Hodnota je příliš velká.`,
  date: msg`Zadejte platné datum.`,
  firstNameRequired: msg`Jméno je povinné.`,
  lastNameRequired: msg`Příjmení je povinné.`,
  birthYearRequired: msg`Rok narození je povinný.`,
  genderRequired: msg`Pohlaví je povinné.`,
  atLeastOneTeam: msg`Přidejte alespoň jeden tým.`,
  termsRequired: msg`Bez souhlasu s podmínkami nelze pokračovat.`,
  teamNameRequired: msg`Název týmu je povinný.`,
  emailMissing: msg`Zadejte e-mail.`,
  invalidEmail: msg`Neplatný e-mail.`,
  unknownEmail: msg`Uživatel s tímto e-mailem neexistuje.`,
  invalidPassword: msg`Nesprávné heslo.`,
  accountDisabled: msg`Tento účet je zablokovaný. Obraťte se na organizátory.`,
  passwordTooShort: msg`Heslo musí mít alespoň 8 znaků.`,
  passwordTooWeak: msg`Heslo je příliš snadné uhodnout, zvolte jiné.`,
  invalidPin: msg`Nesprávný PIN.`,
  invalidTime: msg`Čas události neleží v části zápasu, do které patří.`,
  playerRequired: msg`U této události musí být uveden hráč.`,
  refereeTooYoung: msg`Rozhodčí musí být starší 18 let.`,
  trainingLength: msg`Trénink trvá 1 až 4 tréninkové jednotky turnaje; vyberte délku z nabídky.`,
  personsFrozen: msg`Počet osob už organizátor nedovoluje měnit.`,
  bundleContradictsLevel: msg`Balíček neodpovídá zvolené úrovni služeb (např. Hostel a balíček Škola). Vyberte balíček této úrovně.`,
  departureBeforeArrival: msg`Odjezd nemůže být dříve než příjezd.`,
  outsideTournament: msg`Datum musí spadat do doby konání turnaje.`,
  birthYearFuture: msg`Rok narození nemůže být v budoucnosti.`,
  birthYearTooYoung: msg`Tak mladý hráč nehraje v žádné kategorii turnaje.`,
  dayPast: msg`Tento den už minul.`,
  timePast: msg`Tento čas už dnes minul.`,
  tooFewPlayers: msg`Na soupisce je málo hráčů.`,
  tooManyPlayers: msg`Na soupisce je příliš mnoho hráčů.`,
  tooFewLeaders: msg`Na soupisce je málo vedoucích.`,
  tooManyLeaders: msg`Na soupisce je příliš mnoho vedoucích.`,
  jerseyNumberMissing: msg`Chybí číslo dresu.`,
  jerseyNumbersNotUnique: msg`Čísla dresů se nesmí opakovat.`,
  tooManyOtherGender: msg`Příliš mnoho hráčů jiného pohlaví, než kategorie dovoluje.`,
  invalidLeader: msg`Neplatný vedoucí.`,
  invalidParticipant: msg`Neplatný nebo nedostupný účastník.`,
  tooManyOlderPlayers: msg`Příliš mnoho starších hráčů, než kategorie dovoluje.`,
  playerTooYoung: msg`Hráč je příliš mladý.`,
  tooManyExceptionPlayers: msg`Překročen maximální počet hráčů na výjimku.`,
  closed: msg`Tato možnost je už uzavřena.`,
  stale: msg`Mezitím to změnil někdo jiný. Načtěte stránku znovu; váš text zůstal zachován.`,
  minAboveMax: msg`Minimum nesmí být větší než maximum.`,
  warningAboveMax: msg`Upozornění nemůže začínat nad maximálním počtem hráčů.`,
  birthYearsReversed: msg`Ročník „do“ nesmí být starší než ročník „od“.`,
  bundleCode: msg`Kód položky balíčku začíná „bundle_“, kód jiné položky tak začínat nesmí.`,
  pattern: msg`Neplatný vzor (regulární výraz).`,
  taken: msg`Tento kód už je použitý.`,
  iban: msg`Zadejte platný IBAN (kontrolní číslice nesouhlasí).`,
  bic: msg`Zadejte platný kód SWIFT/BIC (8 nebo 11 znaků).`,
  bankAccount: msg`Zadejte platné číslo účtu ve tvaru předčíslí-číslo/kód banky.`,
};

export const knownValidationCodes = Object.keys(messages);

/** The visitor-language text of a validation code; unknown codes read as a generic "invalid value". */
export function translateValidation(code: string, i18n: I18n): string {
  return i18n._(messages[code] ?? messages['invalid']);
}
