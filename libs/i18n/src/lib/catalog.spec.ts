import fs from 'node:fs';
import path from 'node:path';

/** Each msgid of a .po file with its msgstr (multi-line strings joined). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (s: string) => s.trim().split('\n').map((line) => JSON.parse(line)).join('');
    const key = join(id[1]);
    if (key) entries.set(key, join(str[1]));
  }
  return entries;
}

// The core catalog and each feature lib's (lingui.config.ts).
const root = path.join(__dirname, '../../../..');
const catalogDirs = fs
  .readdirSync(path.join(root, 'libs'))
  .flatMap((lib) => {
    const dir = path.join(root, 'libs', lib, 'src/locales');
    const parts = fs.existsSync(dir) ? fs.readdirSync(dir).filter((part) => !['cs', 'en'].includes(part)) : [];
    return [dir, ...parts.map((part) => path.join(dir, part))];
  })
  .filter((dir) => fs.existsSync(path.join(dir, 'en/messages.po')));

describe.each(catalogDirs.map((dir) => [path.relative(root, dir), dir]))('translation catalog %s', (_name, dir) => {
  const english = readPo(path.join(dir, 'en/messages.po'));
  const czech = readPo(path.join(dir, 'cs/messages.po'));

  it('translates every message into English', () => {
    const missing = [...english].filter(([, translation]) => !translation.trim()).map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('holds the same messages in both languages', () => {
    expect([...english.keys()].sort()).toEqual([...czech.keys()].sort());
  });
});

it('has a catalog for the core, every feature lib, the validation texts, the content editor, the live block, the team page\'s day and the printable schedules', () => {
  expect(catalogDirs.map((dir) => path.relative(root, dir)).sort()).toEqual(
    ['admin', 'clubzone', 'cms', 'cms/src/locales/editor', 'cms/src/locales/live-block', 'i18n', 'i18n/src/locales/validation', 'map', 'match-protocol', 'participants', 'results', 'results/src/locales/print', 'results/src/locales/team-day']
      .map((lib) => (lib.includes('/') ? `libs/${lib}` : `libs/${lib}/src/locales`))
      .sort(),
  );
});
