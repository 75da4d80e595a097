import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { getTournament, isTournamentId } from '../../libs/tournaments/src/lib/registry';

/**
 * The match protocol as an installable, offline web app (issue 12), per tournament build:
 * `manifest.webmanifest` (names and colours from the tournament registry, icons from the app's logo),
 * and `sw.js`, a small hand-written service worker (tools/vite/protocol-sw.js) with this build's
 * version and the files the protocol needs precached. Nothing here touches public pages: the protocol
 * screen registers the worker and adds the manifest link (libs/match-protocol offline/).
 */
export function protocolPwa(appDir: string): Plugin {
  const id = path.basename(appDir);
  return {
    name: 'phc-protocol-pwa',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const icons = await emitIcons(this, appDir);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(manifest(id, icons), null, 2) });
      const publicFiles = ['/favicon.svg', '/logo.svg'].filter((file) => fs.existsSync(path.join(appDir, 'public', file)));
      const precache = [...new Set(['/index.html', '/manifest.webmanifest', ...publicFiles, ...icons.map((icon) => icon.src), ...protocolFiles(bundle)])];
      const template = fs.readFileSync(path.join(import.meta.dirname, 'protocol-sw.js'), 'utf8');
      const version = crypto.createHash('sha256').update(template).update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${template}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

function manifest(id: string, icons: ManifestIcon[]) {
  const tournament = getTournament(isTournamentId(id) ? id : 'phc');
  return {
    id: '/zapasovy-protokol',
    name: tournament.name.cs,
    short_name: tournament.shortName,
    description: `${tournament.name.cs}: zápasový protokol / match protocol`,
    lang: 'cs',
    start_url: '/zapasovy-protokol',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: tournament.theme.colors.background,
    theme_color: tournament.theme.colors.primary,
    icons,
  };
}

/** The logo as it is (any size) and as 192/512 px PNGs, which some installers insist on. */
async function emitIcons(context: Rollup.PluginContext, appDir: string): Promise<ManifestIcon[]> {
  const logo = path.join(appDir, 'public', 'logo.svg');
  if (!fs.existsSync(logo)) return [];
  const icons: ManifestIcon[] = [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
  try {
    const { default: sharp } = await import('sharp');
    for (const size of [192, 512]) {
      const fileName = `icons/protocol-${size}.png`;
      const source = await sharp(logo, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png().toBuffer();
      context.emitFile({ type: 'asset', fileName, source });
      icons.push({ src: `/${fileName}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
    }
  } catch (error) {
    context.warn(`protocol icons: PNGs not made (${(error as Error).message}); the SVG logo is the icon`);
  }
  return icons;
}

/** Code of other features and heavy engines the protocol never runs. */
const notProtocol = /libs[\\/](results|clubzone|cms|map|participants)[\\/]|node_modules[\\/](lexical|@lexical|maplibre-gl)[\\/]/;
const protocolModule = /libs[\\/]match-protocol[\\/]src[\\/]/;

/**
 * The files the protocol may load, so that a dialog first opened with no network still works: the
 * entry and what it imports, the shell's own lazy parts (layouts, catalogs), and every chunk the
 * protocol's chunks import, statically or lazily; never another feature's code.
 */
function protocolFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const picked = new Set<string>();
  const take = (fileName: string, lazyToo: boolean) => {
    const chunk = chunks.get(fileName);
    if (!chunk || picked.has(fileName)) return;
    picked.add(fileName);
    for (const next of chunk.imports) take(next, lazyToo);
    if (lazyToo) for (const next of chunk.dynamicImports) if (!chunks.get(next)?.moduleIds.some((m) => notProtocol.test(m))) take(next, true);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) {
      take(chunk.fileName, false);
      for (const lazy of chunk.dynamicImports) {
        const target = chunks.get(lazy);
        if (target && !target.moduleIds.some((m) => notProtocol.test(m) || protocolModule.test(m))) take(lazy, false);
      }
    }
    if (chunk.moduleIds.some((m) => protocolModule.test(m))) take(chunk.fileName, true);
  }
  const files = new Set<string>();
  for (const fileName of picked) {
    files.add(`/${fileName}`);
    const css = (chunks.get(fileName) as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const file of css ?? []) files.add(`/${file}`);
  }
  return [...files].sort();
}
