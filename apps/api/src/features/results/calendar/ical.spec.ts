import { escapeText, foldLine, renderCalendar } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Hala; Praha, 1\\2\nřádek')).toBe('Hala\\; Praha\\, 1\\\\2\\nřádek');
  });

  it('folds at 75 octets without splitting a Czech character', () => {
    const line = `DESCRIPTION:${'Žluťoučký kůň '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    folded.forEach((part) => expect(octets(part)).toBeLessThanOrEqual(75));
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });

  it('writes kick-offs as Prague wall-clock times and ends every line with CRLF', () => {
    const text = renderCalendar({
      name: 'HC Praha',
      publisher: 'Prague Handball Cup',
      locale: 'cs',
      refreshMinutes: 60,
      events: [
        {
          uid: 'match-1.phc@example.org',
          sequence: 2,
          modifiedAt: new Date('2026-03-20T08:00:00Z'),
          startsAt: new Date('2026-03-29T10:00:00Z'),
          minutes: 40,
          summary: 'A – B',
          location: 'Hala, Praha',
          geo: { lat: 50.1, lng: 14.4 },
          description: 'x',
          url: 'https://example.org/vysledky/zapas/1',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Prague:20260329T100000\r\nDTEND;TZID=Europe/Prague:20260329T104000\r\n');
    expect(text).toContain('\r\nSEQUENCE:2\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
