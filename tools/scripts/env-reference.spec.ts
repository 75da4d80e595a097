import fs from 'node:fs';
import { operationsDoc, renderEnvReference, withEnvReference } from './env-reference';

describe('the configuration reference in docs/operations.md', () => {
  it('is the table the env schema gives today (npx tsx tools/scripts/env-reference.ts rewrites it)', () => {
    const document = fs.readFileSync(operationsDoc, 'utf8');
    expect(withEnvReference(document)).toBe(document);
  });

  it('names every variable once, with the default the schema applies', () => {
    const table = renderEnvReference();
    expect(table.match(/^\| `SESSION_SECRET` \|.*same on every instance.*\*\*Secret\.\*\* \|$/m)).not.toBeNull();
    expect(table).toMatch(/^\| `PORT` \| `3000` \| per instance \|/m);
    expect(table.match(/^\| `PORT` /gm)).toHaveLength(1);
  });
});
