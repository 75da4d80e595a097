// Fills English translations into libs/i18n/src/locales/en/messages.po from a JSON file
// `{ "<Czech message>": "<English message>" }` — handy after `npm run i18n:extract` added many
// messages at once. Only empty msgstr entries are filled; existing translations are kept.
//   node tools/scripts/po-translate.mjs my-translations.json
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../../libs/i18n/src/locales/en/messages.po');
const translations = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const po = fs.readFileSync(file, 'utf8');
let filled = 0;
const out = po.replace(/^msgid ((?:".*"\n)+)msgstr ""\n(?!")/gm, (block, idLines) => {
  const id = idLines.trim().split('\n').map((line) => JSON.parse(line)).join('');
  const english = translations[id];
  if (!id || english === undefined) return block;
  filled++;
  return `msgid ${idLines}msgstr ${JSON.stringify(english)}\n`;
});
fs.writeFileSync(file, out);
const missing = [...out.matchAll(/^msgid ((?:".*"\n)+)msgstr ""\n(?!")/gm)].map((m) => m[1].trim()).filter((id) => id !== '""');
console.log(`filled ${filled}; still untranslated: ${missing.length}`);
for (const id of missing) console.log(`  ${id}`);
