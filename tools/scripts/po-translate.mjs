// Fills English translations into one catalog's English .po file from a JSON file
// `{ "<Czech message>": "<English message>" }` — handy after `npm run i18n:extract` added many
// messages at once. Only empty msgstr entries are filled; existing translations are kept.
// Catalogs: libs/i18n/src/locales/en/messages.po (core: shell, ui, layout slots) and
// libs/<feature>/src/locales/en/messages.po (see lingui.config.ts).
//   node tools/scripts/po-translate.mjs libs/results/src/locales/en/messages.po my-translations.json
import fs from 'node:fs';
import path from 'node:path';

const [catalog, json] = process.argv.slice(2);
if (!catalog || !json || !catalog.endsWith('.po')) {
  console.error('usage: node tools/scripts/po-translate.mjs <path/to/en/messages.po> <translations.json>');
  process.exit(2);
}
const file = path.resolve(catalog);
const translations = JSON.parse(fs.readFileSync(json, 'utf8'));
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
console.log(`${path.relative(process.cwd(), file)}: filled ${filled}; still untranslated: ${missing.length}`);
for (const id of missing) console.log(`  ${id}`);
