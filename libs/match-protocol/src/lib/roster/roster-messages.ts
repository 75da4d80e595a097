import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RosterIssue } from './roster-checks';

/** The roster-wide text of an issue (the summary above the list, SPEC §5 wording with the numbers). */
export function rosterIssueText(issue: RosterIssue, i18n: I18n): string {
  const limit = issue.limit ?? 0;
  const selected = issue.selected ?? 0;
  switch (issue.code) {
    case 'tooFewPlayers':
      return i18n._(msg`Příliš málo hráčů (minimum ${limit}, vybráno ${selected}).`);
    case 'tooManyPlayers':
      return i18n._(msg`Příliš mnoho hráčů (maximum ${limit}, vybráno ${selected}).`);
    case 'tooFewLeaders':
      return i18n._(msg`Příliš málo vedoucích (minimum ${limit}, vybráno ${selected}).`);
    case 'tooManyLeaders':
      return i18n._(msg`Příliš mnoho vedoucích (maximum ${limit}, vybráno ${selected}).`);
    case 'jerseyNumberMissing':
      return i18n._(msg`Některému hráči chybí číslo dresu.`);
    case 'jerseyNumbersNotUnique':
      return i18n._(msg`Čísla dresů se nesmí opakovat.`);
    case 'jerseyNumberInvalid':
      return i18n._(msg`Číslo dresu musí být celé číslo od 0 do 999.`);
    case 'tooManyOtherGender':
      return i18n._(msg`Příliš mnoho hráčů jiného pohlaví, než kategorie dovoluje.`);
    case 'invalidLeader':
      return i18n._(msg`Neplatný vedoucí: vedoucím může být jen dospělý vedoucí z klubové soupisky.`);
    case 'invalidParticipant':
      return i18n._(msg`Neplatný nebo nedostupný účastník (například už je na soupisce soupeře).`);
    case 'tooManyOlderPlayers':
      return i18n._(msg`Příliš mnoho starších hráčů, než kategorie dovoluje.`);
    case 'playerTooYoung':
      return i18n._(msg`Hráč je na tuto kategorii příliš mladý.`);
    case 'tooManyExceptionPlayers':
      return i18n._(msg`Překročen maximální počet hráčů na výjimku (maximum ${limit}, vybráno ${selected}).`);
    default:
      return i18n._(msg`Soupisku se nepodařilo uložit z neznámého důvodu.`);
  }
}

/** The short text next to the player an issue concerns. */
export function playerIssueText(issue: RosterIssue, i18n: I18n): string {
  switch (issue.code) {
    case 'jerseyNumberMissing':
      return i18n._(msg`Chybí číslo dresu.`);
    case 'jerseyNumbersNotUnique':
      return i18n._(msg`Toto číslo dresu má i jiný hráč.`);
    case 'jerseyNumberInvalid':
      return i18n._(msg`Číslo dresu musí být celé číslo od 0 do 999.`);
    case 'tooManyOtherGender':
      return i18n._(msg`Jiné pohlaví, než kategorie dovoluje.`);
    case 'invalidLeader':
      return i18n._(msg`Nemůže být vedoucím.`);
    case 'invalidParticipant':
      return i18n._(msg`Nelze zařadit na soupisku.`);
    case 'tooManyOlderPlayers':
      return i18n._(msg`Starší, než kategorie dovoluje.`);
    case 'playerTooYoung':
      return i18n._(msg`Na tuto kategorii příliš mladý.`);
    case 'tooManyExceptionPlayers':
      return i18n._(msg`Hráč na výjimku nad povolený počet.`);
    default:
      return rosterIssueText(issue, i18n);
  }
}
