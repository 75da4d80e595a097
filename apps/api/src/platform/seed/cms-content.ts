import type { Sport, Tournament } from '@phc/tournaments';
import { courtLines } from './court-art';
import { rulesText, sportContent, tournamentSubtitle, welcomeText, type ContentFigures } from './sport-content';

/**
 * The demo site content as cms_objects rows. Shapes by `type` (every text is `{ cs, en }`):
 * - menu: { title, position: 'header' | 'footer', menuItems: [{ title, link }] } (links are Czech paths; the client prefixes /en)
 * - settings: { logo, footerBlocks: [{ title, body }], socialLinks: [url], appLinks: { ios, android }, copyright, clubRegistrationTerms, refereeTerms }
 * - page: { slug: { cs, en }, title, hero, blocks: Block[] }, Block = { type: 'text', body } | { type: 'hero', ... } | { type: 'cards', items }
 *   | { type: 'faq', items: [{ question, answer }] } | { type: 'cta', ... } | { type: 'gallery', images } | { type: 'partners', size? }
 * - partner_group: { title, size: 'sm' | 'md' | 'lg', order, items: [{ name, link, logo }] }
 * - custom_block: { position, title, text, images: [url], buttonLabel, buttonLink }
 * Rich text (`body`, `answer`, terms) is sanitised HTML.
 */
export type Text = { cs: string; en: string };
export type CmsSeedObject = { type: 'menu' | 'settings' | 'page' | 'partner_group' | 'custom_block'; slug: string | null; data: unknown; draft?: unknown; isArchived?: boolean };

/** Placeholder images the seed stores in uploaded_files and the content points at; a photo draws its sport's court. */
export type SeedImage = { key: string; label: string; colour: string; width: number; height: number; sport?: Sport };

const txt = (cs: string, en: string): Text => ({ cs, en });
const upload = (key: string) => `/uploads/${key}`;

/** The partners: the sport's federation and equipment brand, so a volleyball site names no handball body. */
export function partnerLogos(sport: Sport): SeedImage[] {
  const { federation, equipmentBrand } = sportContent(sport);
  return [
    ['partner-praha.svg', 'Hlavní město Praha', '#c8102e'],
    ['partner-federation.svg', federation, '#0b4f9c'],
    ['partner-nsa.svg', 'Národní sportovní agentura', '#1d3a8a'],
    ['partner-sportlife.svg', 'SportLife', '#e65100'],
    [`partner-${equipmentBrand.toLowerCase()}.svg`, equipmentBrand, '#111111'],
    ['partner-sport-praha.svg', 'Sport Praha', '#2e7d32'],
    ['partner-radio.svg', 'Rádio Sport', '#6a1b9a'],
    ['partner-voda.svg', 'Pramenitá voda', '#0288d1'],
    ['partner-pekarna.svg', 'Pekárna U Mostu', '#8d6e63'],
  ].map(([key, label, colour]) => ({ key, label, colour, width: 240, height: 120 }));
}

/** The photos: the tournament's own sport drawn, the home hero in its brand colour. */
export function galleryImages(tournament: Tournament): SeedImage[] {
  return [
    ['gallery-opening.svg', 'Slavnostní zahájení', '#0b4f9c'],
    ['gallery-final.svg', 'Finále', '#e30613'],
    ['gallery-fans.svg', 'Fanoušci', '#f2a900'],
    ['gallery-awards.svg', 'Vyhlášení vítězů', '#2e7d32'],
    ['hero-home.svg', 'Turnaj', tournament.theme.colors.primary],
  ].map(([key, label, colour]) => ({ key, label, colour, width: 1200, height: 600, sport: tournament.sport }));
}

/** Every image the seed uploads for a tournament's content. */
export function seedImages(tournament: Tournament): SeedImage[] {
  return [...partnerLogos(tournament.sport), ...galleryImages(tournament)];
}

/**
 * Real image bytes without shipping binaries. A partner logo is its name on its colour; a photo (gallery,
 * hero) is a wordless drawing of a court, because hero titles are set over it and text in the picture
 * would fight them; its label becomes the alt text instead.
 */
export function placeholderSvg(image: SeedImage): string {
  const { width: w, height: h, colour } = image;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  if (image.key.startsWith('partner-')) {
    const escaped = image.label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `${open}<rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="Arial, sans-serif" font-size="${Math.round(h / 6)}" text-anchor="middle" dominant-baseline="middle">${escaped}</text></svg>`;
  }
  const line = `fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${Math.round(h / 100)}"`;
  const sport = image.sport ?? 'handball';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" data-court="${sport}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="${colour}"/><rect width="100%" height="100%" fill="url(#g)"/>` +
    `${courtLines(sport, w, h, line)}</svg>`
  );
}

export function cmsContent(tournament: Tournament, firstDay: string, figures: ContentFigures): CmsSeedObject[] {
  const name = tournament.name.cs;
  const year = firstDay.slice(0, 4);
  const sport = sportContent(tournament.sport);
  const youngest = figures.categoryCodes[figures.categoryCodes.length - 1] ?? '';
  const { organiser } = sport;

  const menu: CmsSeedObject = {
    type: 'menu',
    slug: 'header',
    data: {
      title: txt('Hlavní menu', 'Main menu'),
      position: 'header',
      menuItems: [
        { title: txt('Informace', 'Information'), link: '/informace' },
        { title: txt('Výsledky', 'Results'), link: '/vysledky' },
        { title: txt('Účastníci', 'Participants'), link: '/ucastnici' },
        { title: txt('Ubytování', 'Accommodation'), link: '/ubytovani' },
        { title: txt('Registrace', 'Registration'), link: '/registrace' },
        { title: txt('Časté dotazy', 'FAQ'), link: '/faq' },
      ],
    },
  };
  const footerMenu: CmsSeedObject = {
    type: 'menu',
    slug: 'footer',
    data: {
      title: txt('Patička', 'Footer'),
      position: 'footer',
      menuItems: [
        { title: txt('Podmínky', 'Terms'), link: '/podminky' },
        { title: txt('Registrace rozhodčích', 'Referee registration'), link: '/registrace-rozhodci' },
        { title: txt('Podmínky výjimek', 'Exception conditions'), link: '/podminky-vyjimek' },
      ],
    },
  };

  const settings: CmsSeedObject = {
    type: 'settings',
    slug: null,
    data: {
      logo: tournament.theme.logo.src,
      footerBlocks: [
        { title: txt('Pořadatel', 'Organiser'), body: txt(`<p>${organiser.cs}<br>${organiser.address}</p>`, `<p>${organiser.en}<br>${organiser.address.replace('Praha', 'Prague')}</p>`) },
        { title: txt('Kontakt', 'Contact'), body: txt('<p>info@demo.test<br>+420 777 888 999</p>', '<p>info@demo.test<br>+420 777 888 999</p>') },
        { title: txt('Turnajová kancelář', 'Tournament office'), body: txt('<p>Výstaviště 67, Praha 7, otevřeno denně 7:00–22:00.</p>', '<p>Výstaviště 67, Prague 7, open daily 7:00–22:00.</p>') },
      ],
      socialLinks: ['https://www.facebook.com/demo', 'https://www.instagram.com/demo', 'https://www.youtube.com/demo', 'https://www.zonerama.com/demo'],
      appLinks: { ios: 'https://apps.apple.com/app/id000000000', android: 'https://play.google.com/store/apps/details?id=test.demo' },
      copyright: txt(`© ${year} ${name}. Všechna práva vyhrazena.`, `© ${year} ${name}. All rights reserved.`),
      clubRegistrationTerms: txt(
        '<p>Odesláním registrace klub souhlasí s propozicemi turnaje a se zpracováním osobních údajů hráčů a vedoucích pro účely turnaje.</p>',
        '<p>By sending the registration the club accepts the tournament rules and the processing of players’ and leaders’ personal data for the tournament.</p>',
      ),
      refereeTerms: txt('<p>Rozhodčí musí být starší 18 let. Ubytování a strava jsou pro schválené rozhodčí zdarma.</p>', '<p>Referees must be over 18. Accommodation and meals are free for approved referees.</p>'),
    },
  };

  const partners = (title: Text, size: 'sm' | 'md' | 'lg', order: number, logos: SeedImage[]): CmsSeedObject => ({
    type: 'partner_group',
    slug: null,
    data: { title, size, order, items: logos.map((l) => ({ name: l.label, link: 'https://example.com/', logo: upload(l.key) })) },
  });

  const home: CmsSeedObject = {
    type: 'page',
    slug: 'home',
    data: {
      slug: txt('home', 'home'),
      title: txt(name, name),
      hero: {
        title: txt(`${name} ${year}`, `${name} ${year}`),
        subtitle: tournamentSubtitle(tournament),
        image: upload('hero-home.svg'),
        button: { label: txt('Výsledky živě', 'Live results'), link: '/vysledky' },
      },
      blocks: [
        // Live matches and the followed teams' next ones first: right under the hero, above the custom
        // blocks, where a phone shows them without scrolling on the day (issue 24; 1,130 px down before).
        { type: 'live' },
        { type: 'text', body: welcomeText(name, tournament.sport, figures) },
        {
          type: 'cards',
          items: [
            { title: txt('Výsledky', 'Results'), text: txt('Rozpis, tabulky a pavouci play-off.', 'Draw, tables and playoff brackets.'), link: '/vysledky' },
            { title: txt('Mapa', 'Map'), text: txt('Haly, ubytování, stravování a výhody Activity Card.', 'Halls, accommodation, catering and Activity Card benefits.'), link: '/mapa' },
            { title: txt('Ubytování', 'Accommodation'), text: txt('Školy, hostely a hotely.', 'Schools, hostels and hotels.'), link: '/ubytovani' },
          ],
        },
        { type: 'cta', title: txt('Registrace je otevřená', 'Registration is open'), text: txt('Přihlaste svůj klub na příští ročník.', 'Register your club for the next edition.'), button: { label: txt('Registrovat klub', 'Register a club'), link: '/registrace' } },
        { type: 'gallery', images: galleryImages(tournament).slice(0, 4).map((g) => ({ url: upload(g.key), alt: txt(g.label, g.label) })) },
        { type: 'partners' },
      ],
    },
  };

  const information: CmsSeedObject = {
    type: 'page',
    slug: 'informace',
    data: {
      slug: txt('informace', 'information'),
      title: txt('Informace o turnaji', 'Tournament information'),
      hero: { title: txt('Informace', 'Information'), subtitle: txt('Kategorie, hrací doba a pravidla', 'Categories, playing time and rules'), image: upload('gallery-opening.svg') },
      blocks: [
        { type: 'text', body: rulesText(tournament.sport, tournament.adult, figures) },
        { type: 'hero', title: txt('Slavnostní zahájení', 'Opening ceremony'), subtitle: txt('První den v 19:00 na Výstavišti', 'Day one at 19:00 at Výstaviště'), image: upload('gallery-opening.svg') },
        { type: 'text', body: txt('<p>Každý tým dostane jednu VIP vstupenku zdarma. Turnajové tričko stojí 300 Kč (12 €), velikosti XS až XXL.</p>', '<p>Every team gets one free VIP ticket. The tournament T-shirt costs 300 CZK (12 €), sizes XS to XXL.</p>') },
      ],
    },
  };

  const accommodation: CmsSeedObject = {
    type: 'page',
    slug: 'ubytovani',
    data: {
      slug: txt('ubytovani', 'accommodation'),
      title: txt('Ubytování a stravování', 'Accommodation and meals'),
      hero: { title: txt('Ubytování', 'Accommodation'), subtitle: txt('Školy, hostely a hotely v dosahu hal', 'Schools, hostels and hotels near the halls'), image: upload('gallery-fans.svg') },
      blocks: [
        {
          type: 'cards',
          items: [
            { title: txt('Škola', 'School'), text: txt('Třídy s karimatkami, plná penze v turnajové restauraci.', 'Classrooms with mats, full board in the tournament restaurant.') },
            { title: txt('Hostel', 'Hostel'), text: txt('Vícelůžkové pokoje, plná penze.', 'Shared rooms, full board.') },
            { title: txt('Hotel', 'Hotel'), text: txt('Hotely *** a **** se snídaní.', '*** and **** hotels with breakfast.') },
          ],
        },
        { type: 'cta', title: txt('Vyberte balíček při registraci', 'Choose a package when registering'), text: txt('Ceny balíčků najdete v souhrnu objednávky.', 'Package prices are in the order summary.'), button: { label: txt('Registrace', 'Registration'), link: '/registrace' } },
      ],
    },
  };

  const faq: CmsSeedObject = {
    type: 'page',
    slug: 'faq',
    data: {
      slug: txt('faq', 'faq'),
      title: txt('Časté dotazy', 'Frequently asked questions'),
      hero: null,
      blocks: [
        {
          type: 'faq',
          items: [
            { question: txt('Kdy se uzavírá registrace?', 'When does registration close?'), answer: txt('<p>Datum najdete v registračním formuláři; po schválení klubu už registraci upravit nelze.</p>', '<p>The date is shown on the registration form; once the club is approved it cannot be edited.</p>') },
            { question: txt('Může hrát hráč za dva týmy?', 'Can a player play for two teams?'), answer: txt('<p>Jen na základě schválené žádosti o výjimku.</p>', '<p>Only with an approved exception request.</p>') },
            { question: txt('Kde najdu výsledky?', 'Where are the results?'), answer: txt('<p>V sekci Výsledky, aktualizují se živě.</p>', '<p>In the Results section; they update live.</p>') },
            { question: txt('Jak velká jsou hřiště?', tournament.sport === 'football' ? 'How big are the pitches?' : 'How big are the courts?'), answer: sport.venueSize(youngest) },
          ],
        },
      ],
    },
  };

  const terms: CmsSeedObject = {
    type: 'page',
    slug: 'podminky',
    data: {
      slug: txt('podminky', 'terms'),
      title: txt('Podmínky a ochrana osobních údajů', 'Terms and privacy'),
      hero: null,
      blocks: [
        {
          type: 'text',
          body: txt(
            '<h2>Obchodní podmínky</h2><p>Startovné se platí převodem do 14 dnů od schválení registrace.</p><h2>Osobní údaje</h2><p>Údaje hráčů zpracováváme pouze pro účely turnaje a mažeme je do jednoho roku.</p>',
            '<h2>Terms of business</h2><p>The entry fee is paid by bank transfer within 14 days of the registration’s approval.</p><h2>Personal data</h2><p>Players’ data are processed only for the tournament and deleted within a year.</p>',
          ),
        },
      ],
    },
  };
  // SPEC §2 /podminky-vyjimek: what the club roster's "request an exception" links to.
  const exceptionTerms: CmsSeedObject = {
    type: 'page',
    slug: 'podminky-vyjimek',
    data: {
      slug: txt('podminky-vyjimek', 'podminky-vyjimek'),
      title: txt('Podmínky výjimek', 'Exception conditions'),
      hero: null,
      blocks: [
        {
          type: 'text',
          body: txt(
            '<h2>Kdy požádat o výjimku</h2><p>Hráč, kterého pravidla kategorie nepustí do týmu (ročník narození, pohlaví, počet starších hráčů), může hrát jen na základě schválené žádosti o výjimku.</p><h2>Jak žádat</h2><p>Žádost podává vedoucí klubu v klubové zóně u hráče a týmu, s odůvodněním. Organizátor ji schválí nebo zamítne a své rozhodnutí zdůvodní. Žádosti se přijímají do data uvedeného v klubové zóně.</p><h2>Omezení</h2><p>V zápase může nastoupit jen omezený počet hráčů na výjimku; počet se kontroluje při potvrzení soupisky zápasu.</p>',
            '<h2>When to ask for an exception</h2><p>A player whom the category rules keep out of a team (birth year, gender, number of older players) may play only with an approved exception request.</p><h2>How to ask</h2><p>The club manager files the request in the club zone for the player and the team, with a reason. The organiser approves or rejects it and explains the decision. Requests are accepted until the date shown in the club zone.</p><h2>Limits</h2><p>Only a limited number of players on exception may play in a match; the number is checked when the match roster is confirmed.</p>',
          ),
        },
      ],
    },
  };
  // An edit in progress: the published page stays as it is until the draft is published.
  const faqDraft = { ...(faq.data as object), title: txt('Časté dotazy (upraveno)', 'Frequently asked questions (edited)') };
  const logos = partnerLogos(tournament.sport);

  return [
    menu,
    footerMenu,
    settings,
    home,
    information,
    accommodation,
    { ...faq, draft: faqDraft },
    terms,
    exceptionTerms,
    partners(txt('Hlavní partneři', 'Main partners'), 'lg', 1, logos.slice(0, 3)),
    partners(txt('Partneři', 'Partners'), 'md', 2, logos.slice(3, 6)),
    partners(txt('Dodavatelé', 'Suppliers'), 'sm', 3, logos.slice(6)),
    {
      type: 'custom_block',
      slug: null,
      data: {
        position: 'home-top',
        title: txt('Stáhněte si aplikaci', 'Get the app'),
        text: txt('Výsledky a rozpis v mobilu, i bez připojení.', 'Results and the draw on your phone, offline too.'),
        images: [upload('gallery-fans.svg')],
        buttonLabel: txt('Stáhnout', 'Download'),
        buttonLink: 'https://play.google.com/store/apps/details?id=test.demo',
      },
    },
    {
      type: 'custom_block',
      slug: null,
      data: {
        position: 'sidebar',
        title: txt('Activity Card', 'Activity Card'),
        text: txt('Slevy po Praze při nákupu nad 500 Kč.', 'Discounts around Prague on purchases over 500 CZK.'),
        images: [],
        buttonLabel: txt('Na mapě', 'On the map'),
        buttonLink: '/mapa',
      },
    },
    {
      type: 'custom_block',
      slug: null,
      isArchived: true,
      data: { position: 'home-top', title: txt('Loňský ročník', 'Last year'), text: txt('Fotogalerie loňského ročníku.', 'Last year’s photo gallery.'), images: [], buttonLabel: txt('Galerie', 'Gallery'), buttonLink: '/galerie' },
    },
  ];
}
