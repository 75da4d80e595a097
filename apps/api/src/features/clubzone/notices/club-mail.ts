import type { Locale, Localized, ThemeTokens } from '@phc/tournaments';

/**
 * E-mails to a club about its registration and its exception requests (issue 24): both languages,
 * the club's own first (Czech when it is not known), the tournament's name in the subject and its
 * colours in the HTML part. Pure: the texts from plain data, so a test reads exactly what a club gets.
 */
export type ClubNotice =
  | { kind: 'received'; teams: Localized[] }
  | { kind: 'approved'; message: string | null }
  | { kind: 'processed'; message: string | null }
  | { kind: 'returned'; message: string | null }
  | { kind: 'teamRequest'; state: 'approved' | 'rejected'; participant: string; team: Localized; reason: string | null };

export interface ClubMailInput {
  notice: ClubNotice;
  clubId: number;
  clubName: string;
  /** The club's language; null: not known (Czech first). */
  locale: Locale | null;
  tournament: { name: Localized; theme: ThemeTokens };
  publicUrl: string;
}

export interface ClubMail {
  subject: string;
  text: string;
  html: string;
}

interface Section {
  heading: string;
  paragraphs: string[];
  link: { label: string; href: string } | null;
}

const sitePath = (publicUrl: string, locale: Locale, path: string) => `${publicUrl}${locale === 'en' ? '/en' : ''}${path}`;

const subjects: Record<ClubNotice['kind'], Localized> = {
  received: { cs: 'registrace přijata', en: 'registration received' },
  approved: { cs: 'registrace schválena', en: 'registration approved' },
  processed: { cs: 'registrace zpracována', en: 'registration processed' },
  returned: { cs: 'registrace vrácena k úpravě', en: 'registration returned for changes' },
  teamRequest: { cs: 'rozhodnutí o žádosti o výjimku', en: 'exception request decided' },
};

const organiserWord = (message: string | null, cs: boolean) => (message ? `${cs ? 'Zpráva organizátora' : 'The organiser writes'}: ${message}` : '');

function registrationSection(notice: Exclude<ClubNotice, { kind: 'teamRequest' }>, input: ClubMailInput, locale: Locale): Section {
  const club = input.clubName;
  const tournament = input.tournament.name[locale];
  const link = (path: string) => sitePath(input.publicUrl, locale, path);
  const cs = locale === 'cs';
  switch (notice.kind) {
    case 'received':
      return {
        heading: cs ? 'Registrace přijata' : 'Registration received',
        paragraphs: [
          cs ? `Děkujeme za registraci klubu ${club} na turnaj ${tournament}.` : `Thank you for registering ${club} for ${tournament}.`,
          notice.teams.length > 0 ? (cs ? `Přihlášené týmy: ${notice.teams.map((t) => t.cs).join(', ')}.` : `Teams: ${notice.teams.map((t) => t.en).join(', ')}.`) : '',
          cs
            ? 'Registraci nyní posoudí organizátor; o jeho rozhodnutí vám napíšeme. Do té doby ji můžete upravit v klubové zóně.'
            : 'The organiser will now review it and we will write to you about the decision. Until then you can change it in the club zone.',
        ].filter(Boolean),
        link: { label: cs ? 'Moje registrace' : 'My registration', href: link(`/registrace/${input.clubId}`) },
      };
    case 'approved':
    case 'processed':
      return {
        heading: notice.kind === 'approved' ? (cs ? 'Registrace schválena' : 'Registration approved') : cs ? 'Registrace zpracována' : 'Registration processed',
        paragraphs: [
          notice.kind === 'approved'
            ? cs
              ? `Organizátor schválil registraci klubu ${club} na turnaj ${tournament}.`
              : `The organiser has approved the registration of ${club} for ${tournament}.`
            : cs
              ? `Organizátor zpracoval registraci klubu ${club} na turnaj ${tournament}.`
              : `The organiser has processed the registration of ${club} for ${tournament}.`,
          organiserWord(notice.message, cs),
          cs ? 'Souhrn objednávky s platebními údaji najdete v klubové zóně.' : 'The order summary with the payment details is in the club zone.',
        ].filter(Boolean),
        link: { label: cs ? 'Souhrn objednávky' : 'Order summary', href: link(`/souhrn-objednavky/${input.clubId}`) },
      };
    case 'returned':
      return {
        heading: cs ? 'Registrace vrácena k úpravě' : 'Registration returned for changes',
        paragraphs: [
          cs ? `Organizátor vrátil registraci klubu ${club} na turnaj ${tournament} k úpravě.` : `The organiser has returned the registration of ${club} for ${tournament} for changes.`,
          organiserWord(notice.message, cs),
          cs ? 'Zkontrolujte ji prosím a upravte v klubové zóně.' : 'Please check it and change it in the club zone.',
        ].filter(Boolean),
        link: { label: cs ? 'Moje registrace' : 'My registration', href: link(`/registrace/${input.clubId}`) },
      };
  }
}

function teamRequestSection(notice: Extract<ClubNotice, { kind: 'teamRequest' }>, input: ClubMailInput, locale: Locale): Section {
  const cs = locale === 'cs';
  const approved = notice.state === 'approved';
  const team = notice.team[locale];
  const tournament = input.tournament.name[locale];
  return {
    heading: approved ? (cs ? 'Žádost o výjimku schválena' : 'Exception request approved') : cs ? 'Žádost o výjimku zamítnuta' : 'Exception request rejected',
    paragraphs: [
      approved
        ? cs
          ? `Organizátor turnaje ${tournament} schválil žádost o výjimku: ${notice.participant} smí hrát za tým ${team}.`
          : `The organiser of ${tournament} has approved the exception request: ${notice.participant} may play for ${team}.`
        : cs
          ? `Organizátor turnaje ${tournament} zamítl žádost o výjimku pro hráče ${notice.participant} v týmu ${team}.`
          : `The organiser of ${tournament} has rejected the exception request for ${notice.participant} in ${team}.`,
      notice.reason ? `${cs ? 'Odůvodnění' : 'Reason'}: ${notice.reason}` : '',
    ].filter(Boolean),
    link: { label: cs ? 'Žádosti o výjimky' : 'Exception requests', href: sitePath(input.publicUrl, locale, `/zadosti/${input.clubId}/tym`) },
  };
}

const sectionOf = (input: ClubMailInput, locale: Locale): Section =>
  input.notice.kind === 'teamRequest' ? teamRequestSection(input.notice, input, locale) : registrationSection(input.notice, input, locale);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const sectionText = (s: Section) => [s.heading, '', ...s.paragraphs.flatMap((p) => [p, '']), ...(s.link ? [`${s.link.label}: ${s.link.href}`] : [])].join('\n');

function sectionHtml(s: Section, locale: Locale, theme: ThemeTokens): string {
  const button = s.link
    ? `<p><a href="${escapeHtml(s.link.href)}" style="display:inline-block;padding:10px 16px;background:${theme.colors.primary};color:${theme.colors.onPrimary};text-decoration:none;border-radius:4px">${escapeHtml(s.link.label)}</a></p>`
    : '';
  return `<div lang="${locale}" style="padding:16px 24px"><h1 style="font-size:20px;margin:0 0 12px;color:${theme.colors.primary}">${escapeHtml(s.heading)}</h1>${s.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('')}${button}</div>`;
}

export function clubMail(input: ClubMailInput): ClubMail {
  const first: Locale = input.locale ?? 'cs';
  const order: Locale[] = first === 'cs' ? ['cs', 'en'] : ['en', 'cs'];
  const sections = order.map((locale) => ({ locale, section: sectionOf(input, locale) }));
  const subjectOf = (locale: Locale) => subjects[input.notice.kind][locale];
  const subject = `${input.tournament.name[first]}: ${subjectOf(order[0])} / ${subjectOf(order[1])} – ${input.clubName}`;
  const text = [input.tournament.name[first], '', ...sections.map((s) => sectionText(s.section)).join('\n\n— — —\n\n').split('\n')].join('\n');
  const { theme } = input.tournament;
  const html = `<!doctype html><html lang="${first}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:${theme.colors.background};color:${theme.colors.text};font-family:${escapeHtml(theme.fonts.body)}">
<div style="max-width:600px;margin:0 auto;background:${theme.colors.surface}">
<div style="padding:16px 24px;background:${theme.colors.primary};color:${theme.colors.onPrimary};font-size:18px;font-weight:700;border-bottom:4px solid ${theme.colors.secondary}">${escapeHtml(input.tournament.name[first])}</div>
${sections.map((s, i) => `${i > 0 ? '<hr style="border:0;border-top:1px solid #ccc;margin:0 24px">' : ''}${sectionHtml(s.section, s.locale, theme)}`).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}
