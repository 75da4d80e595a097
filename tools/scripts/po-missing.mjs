// Lists the messages of a Lingui .po catalog that have no translation: `lingui compile --strict`
// cannot, because the fallback locale (Czech) fills them in silently.
// Usage: node tools/scripts/po-missing.mjs <messages.po>... (exit 1 when any is missing)
import { readFileSync } from 'node:fs';

/** The entries of a .po file whose msgid is not empty and whose msgstr (all its lines) is. */
export function missingTranslations(text) {
  const missing = [];
  const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));
  let id = null;
  let str = null;
  let field = null;
  const flush = () => {
    if (id && str === '') missing.push(id);
    id = str = field = null;
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && field === 'id') id += unquote(line);
    else if (line.startsWith('"') && field === 'str') str += unquote(line);
    else if (line.trim() === '') field = null;
  }
  flush();
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let status = 0;
  for (const file of process.argv.slice(2)) {
    const missing = missingTranslations(readFileSync(file, 'utf8'));
    if (missing.length === 0) continue;
    status = 1;
    console.log(`untranslated in ${file}: ${missing.length}`);
    for (const id of missing.slice(0, 20)) console.log(`  ${JSON.stringify(id)}`);
  }
  process.exit(status);
}
