import type { Endpoint } from '@phc/api-contract';

type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function operationHtml(endpoint: Endpoint, operation: Json): string {
  const parameters = (operation['parameters'] as Json[]).map((p) => `<li><code>${escape(String(p['name']))}</code> (${escape(String(p['in']))}${p['required'] ? ', required' : ''})</li>`).join('');
  const schemas = [
    ['Request body', (operation['requestBody'] as Json | undefined)?.['content']],
    ['Answer', Object.values(operation['responses'] as Json)[0] && ((Object.values(operation['responses'] as Json)[0] as Json)['content'])],
  ]
    .filter(([, content]) => content)
    .map(([label, content]) => `<details><summary>${label}</summary><pre>${escape(JSON.stringify(Object.values(content as Json)[0], null, 2))}</pre></details>`)
    .join('');
  return `<article id="${escape(endpoint.name)}"><h3><code>${endpoint.method} ${escape(endpoint.path)}</code></h3>
<dl><dt>Operation</dt><dd><code>${escape(endpoint.name)}</code></dd><dt>Access</dt><dd>${escape(endpoint.access.join(', '))}</dd></dl>
${parameters ? `<p>Parameters:</p><ul>${parameters}</ul>` : ''}${schemas}</article>`;
}

/** A small server-rendered reference (no CDN, no UI bundle): endpoints grouped by feature. */
export function docsPage(endpoints: readonly Endpoint[], document: Json): string {
  const paths = document['paths'] as Record<string, Record<string, Json>>;
  const groups = new Map<string, string[]>();
  for (const endpoint of endpoints) {
    const group = endpoint.name.split('.')[0] as string;
    const operation = paths[endpoint.path.replace(/:(\w+)\??/g, '{$1}')]?.[endpoint.method.toLowerCase()] as Json;
    groups.set(group, [...(groups.get(group) ?? []), operationHtml(endpoint, operation)]);
  }
  const sections = [...groups].map(([group, items]) => `<section aria-labelledby="g-${escape(group)}"><h2 id="g-${escape(group)}">${escape(group)}</h2>${items.join('')}</section>`).join('');
  const nav = [...groups.keys()].map((g) => `<li><a href="#g-${escape(g)}">${escape(g)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem;line-height:1.5;color:#1a1a1a}pre{overflow-x:auto;background:#f4f4f4;padding:.5rem}a{display:inline-block;min-height:44px;line-height:44px}summary{min-height:44px;line-height:44px;cursor:pointer}</style></head>
<body><header><h1>API reference</h1><p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Features"><ul>${nav}</ul></nav><main>${sections}</main></body></html>`;
}
