import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { countryFlags, flagFiles, flagsSourceDir } from './country-flags.mts';

describe('country flags for the build', () => {
  it('publishes every ISO country flag flag-icons has, and the home nations, but no groupings', () => {
    const files = flagFiles();
    expect(files.length).toBeGreaterThan(240);
    for (const name of ['cz.svg', 'sk.svg', 'de.svg', 'fo.svg', 'gb-sct.svg', 'gb-eng.svg']) expect(files).toContain(name);
    for (const name of ['asean.svg', 'cefta.svg', 'arab.svg']) expect(files).not.toContain(name);
    // flag-icons' blank "unknown" flag: an unknown country shows no flag at all.
    expect(files).not.toContain('xx.svg');
  });

  it('emits each flag as its own file under flags/, as it is in the package', () => {
    const emitted: { fileName: string; source: Buffer }[] = [];
    const plugin = countryFlags() as Plugin & { generateBundle: (this: unknown) => void };
    plugin.generateBundle.call({ emitFile: (file: { fileName: string; source: Buffer }) => emitted.push(file) });
    expect(emitted).toHaveLength(flagFiles().length);
    const czech = emitted.find((file) => file.fileName === 'flags/cz.svg');
    expect(czech?.source.equals(fs.readFileSync(path.join(flagsSourceDir(), 'cz.svg')))).toBe(true);
  });
});
