import fs from 'node:fs';
import path from 'node:path';

// Issue 24: every count the administration and the match protocol show goes through Lingui's plural, so
// Czech reads "1 tým / 3 týmy / 5 týmů" and English "1 team / 5 teams", not "4 hráčů" or "1 matches".
const libs = path.join(__dirname, '../../..');
const catalogs = ['admin', 'match-protocol'].map((lib) => path.join(libs, lib, 'src/locales'));

/** Each message of a catalog: the Czech source (msgid) and its translation (msgstr). */
function messages(dir: string, locale: 'cs' | 'en'): { id: string; text: string }[] {
  const text = fs.readFileSync(path.join(dir, locale, 'messages.po'), 'utf8');
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => ({ id, text: str || id }));
}

/** The categories of each `{x, plural, …}` of a message, in order. */
function pluralForms(message: string): string[][] {
  return [...message.matchAll(/\{\w+, plural, /g)].map((start) => {
    // The text outside the forms' braces is the list of categories ("one few many other").
    let depth = 0;
    let categories = '';
    for (const char of message.slice((start.index ?? 0) + start[0].length)) {
      if (char === '}' && depth === 0) break;
      if (char === '{' || char === '}') depth += char === '{' ? 1 : -1;
      else if (depth === 0) categories += char;
    }
    return categories.trim().split(/\s+/);
  });
}

/** A number placeholder right before a counted noun: one form for every count. */
const bareCount = /\{\w+\} (týmů|týmy|zápasů|zápasy|hráčů|hráči|osob|skupin|chyb|vedoucích|míst|událostí|teams|matches|players|people|groups|errors|leaders|places|events)\b/;

describe.each(catalogs.map((dir) => [path.relative(libs, dir), dir]))('counts in %s', (_name, dir) => {
  it('writes no count before a noun without a plural', () => {
    const bare = [...messages(dir, 'cs'), ...messages(dir, 'en')].map((m) => m.text).filter((text) => bareCount.test(text.replace(/\{\w+, plural,[^]*$/, '')));
    expect(bare).toEqual([]);
  });

  it('gives every Czech plural the forms one, few, many, other and every English one one and other', () => {
    const czech = messages(dir, 'cs').flatMap((m) => pluralForms(m.id)).filter((forms) => forms.join() !== 'one,few,many,other');
    const english = messages(dir, 'en').flatMap((m) => pluralForms(m.text)).filter((forms) => forms.join() !== 'one,other');
    expect({ czech, english }).toEqual({ czech: [], english: [] });
  });
});
