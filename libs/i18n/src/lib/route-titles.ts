import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteName } from './routes';

const printTitle = msg`Rozpis k tisku`;

/**
 * The name of every screen, for the browser title, navigation and the shell's placeholder pages.
 * A `Record` over `RouteName`, so a route added to the table without a title fails to compile.
 */
export const routeTitles: Record<RouteName, MessageDescriptor> = {
  index: msg`Úvod`,
  vysledky: msg`Výsledky a rozlosování`,
  'vysledky-podle-dni': msg`Rozlosování podle dní`,
  'vysledky-podle-hal': msg`Rozlosování podle hal`,
  'vysledky-kategorie': msg`Kategorie`,
  'vysledky-playoff': msg`Play-off`,
  'vysledky-statistiky': msg`Statistiky hráčů`,
  'vysledky-skupina': msg`Skupina`,
  'vysledky-tym': msg`Tým`,
  'vysledky-zapas': msg`Detail zápasu`,
  'vysledky-zapas-soupiska': msg`Soupiska zápasu`,
  brackets: msg`Pavouk`,
  // The page names its team, hall or day itself once its data is there.
  'tisk-tym': printTitle,
  'tisk-hala': printTitle,
  'tisk-den': printTitle,
  ucastnici: msg`Účastníci`,
  'ucastnici-rozhodci': msg`Rozhodčí`,
  'ucastnici-vyjimky': msg`Žádosti o výjimky`,
  mapa: msg`Mapa`,
  podminky: msg`Podmínky a ochrana osobních údajů`,
  'podminky-vyjimek': msg`Podmínky výjimek`,
  dashboard: msg`Klubová zóna`,
  'nastaveni-hesla': msg`Nastavení hesla`,
  pozvanka: msg`Pozvánka vedoucího týmu`,
  profil: msg`Profil`,
  registrace: msg`Registrace klubu`,
  'registrace-clubId': msg`Úprava registrace`,
  'registrace-rozhodci': msg`Registrace rozhodčího`,
  'uspesna-registrace': msg`Registrace proběhla úspěšně`,
  soupiska: msg`Soupiska klubu`,
  'soupiska-clubId': msg`Soupiska klubu`,
  'clubzone-trainings': msg`Kalendář tréninků`,
  'zadosti-tym': msg`Žádosti o výjimku`,
  'zadosti-clubId-tym': msg`Žádosti o výjimku`,
  'team-leaders-clubId': msg`Vedoucí týmů`,
  'souhrn-objednavky-clubId': msg`Souhrn objednávky`,
  'training-join-requests-clubId-created': msg`Odeslané žádosti o přátelák`,
  'training-join-requests-clubId-received': msg`Přijaté žádosti o přátelák`,
  'zapasova-soupiska': msg`Zápasová soupiska`,
  'zapasovy-protokol': msg`Zápasový protokol`,
  'zapis-o-utkani': msg`Zápis o utkání`,
  stranka: msg`Stránka`,
};
