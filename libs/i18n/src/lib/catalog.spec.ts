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

describe('translation catalogs', () => {
  const dir = path.join(__dirname, '../locales');
  const english = readPo(path.join(dir, 'en/messages.po'));
  const czech = readPo(path.join(dir, 'cs/messages.po'));

  it('translate every message into English', () => {
    const missing = [...english].filter(([, translation]) => !translation.trim()).map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('hold the same messages in both languages', () => {
    expect([...english.keys()].sort()).toEqual([...czech.keys()].sort());
  });
});
