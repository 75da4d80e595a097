import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConfigGroup, ConfigKey } from '@phc/api-contract';

/** SPEC §9's groups of keys, as the screen's sections. */
export const groupLabels: Record<ConfigGroup, MessageDescriptor> = {
  registration: msg`Registrace klubů`,
  referees: msg`Registrace rozhodčích`,
  deadlines: msg`Termíny klubové zóny`,
  tournament: msg`Turnaj`,
  protocol: msg`Zápis o utkání`,
  web: msg`Web`,
  payment: msg`Platební údaje`,
  other: msg`Ostatní`,
};

/** A Czech label (English in the catalog) for every SPEC §9 key; other stored keys show their name. */
export const keyLabels: Record<ConfigKey | 'team_capacity', MessageDescriptor> = {
  club_registration_from: msg`Registrace klubů od`,
  club_registration_till: msg`Registrace klubů do`,
  registration_edit_till: msg`Úpravy registrace do`,
  club_team_add_till: msg`Přidávání týmů do`,
  team_name_required: msg`Název týmu při registraci povinný`,
  allow_team_bundle_persons_count_updates: msg`Klub smí měnit počet osob v balíčcích`,
  referee_registration_from: msg`Registrace rozhodčích od`,
  referee_registration_till: msg`Registrace rozhodčích do`,
  referee_registration_enabled: msg`Registrace rozhodčích zapnuta`,
  roster_edit_till: msg`Úpravy soupisek do`,
  transfers_editable_till: msg`Úpravy transferů do`,
  trainings_editable_till: msg`Úpravy tréninků do`,
  participant_team_request_till: msg`Žádosti o výjimku do`,
  participant_team_request_enabled: msg`Žádosti o výjimku zapnuty`,
  tournament_start_date: msg`Začátek turnaje`,
  first_game_date: msg`První zápas`,
  training_length: msg`Délka tréninkové jednotky (minuty)`,
  leader_min_age_years: msg`Minimální věk vedoucího (roky)`,
  default_event_type_position: msg`Výchozí pozice typu události`,
  copy_roster_from_previous_match: msg`Kopírovat soupisku z předchozího zápasu`,
  offline_match_protocol: msg`Zápis o utkání offline`,
  allow_score_without_events: msg`Povolit skóre bez událostí`,
  download_roster_visible: msg`Zobrazit tlačítko stažení soupisky`,
  paperless_team_leader_allowed: msg`Povolit vedoucího týmu bez papírů`,
  show_results: msg`Zobrazit na webu výsledky`,
  show_transfers: msg`Zobrazit na webu transfery`,
  show_trainings: msg`Zobrazit na webu tréninky`,
  show_accommodation: msg`Zobrazit na webu ubytování`,
  handball_restaurant: msg`Jídla navíc v restauraci`,
  vip_party: msg`VIP párty`,
  style_colors: msg`Barvy stylu (JSON)`,
  tag_manager_id: msg`ID Google Tag Manageru`,
  pixel_id: msg`ID pixelu`,
  payment_recipient: msg`Příjemce platby`,
  payment_bank_account: msg`Číslo účtu (předčíslí-číslo/kód banky)`,
  payment_iban: msg`IBAN`,
  payment_swift: msg`SWIFT/BIC`,
  payment_due_date: msg`Splatnost objednávky`,
  payment_note: msg`Poznámka k platbě`,
  team_capacity: msg`Kapacita turnaje (počet týmů)`,
};
