import "server-only";

type Doc = ReturnType<typeof import("./openapi-document").openApiDocument>;

const escape = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const typeOf = (s: JsonSchema): string =>
  s.enum
    ? s.enum.map(String).join(" | ")
    : s.anyOf
      ? s.anyOf.map(typeOf).join(" | ")
      : s.type === "array" && s.items
        ? `${typeOf(s.items)}[]`
        : Array.isArray(s.type)
          ? s.type.join(" | ")
          : (s.type ?? "any");

function fieldsTable(schema: JsonSchema | undefined): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!properties.length) return "<p>No fields.</p>";
  const required = new Set(schema?.required ?? []);
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${properties
    .map(
      ([name, s]) =>
        `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(s))}</td><td>${required.has(name) ? "yes" : ""}</td><td>${escape(s.description ?? "")}</td></tr>`,
    )
    .join("")}</tbody></table>`;
}

/**
 * The readable reference at /api/docs: plain server-rendered HTML from the same document as /api/openapi.json,
 * no script at all (its own CSP forbids any), so nothing is loaded from elsewhere.
 */
export function apiReferencePage(doc: Doc): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as {
        summary: string;
        description: string;
        tags: string[];
        "x-auth": string;
        "x-error-codes": { code: number; name: string; message: string }[];
        requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
        parameters: { name: string; in: string; schema: JsonSchema; required?: boolean }[];
        responses: { "200": { content: Record<string, { schema: JsonSchema }> } };
      };
      const body = o.requestBody?.content["application/x-www-form-urlencoded"];
      const query = {
        properties: Object.fromEntries(
          o.parameters.filter((p) => p.in === "query" && p.name !== "lang").map((p) => [p.name, p.schema]),
        ),
        required: o.parameters.filter((p) => p.required).map((p) => p.name),
      };
      const success = Object.values(o.responses["200"].content)[0]?.schema;
      const data = success?.properties?.data ?? success;
      const auth =
        o["x-auth"] === "customer"
          ? "Customer token required"
          : o["x-auth"] === "optional"
            ? "Customer token optional"
            : "Public";
      return `<section id="${escape(`${method}-${path}`)}"><h3><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p><strong>${escape(o.summary)}</strong> · ${escape(auth)}</p>${o.description
        .split("\n\n")
        .map((p) => `<p>${escape(p)}</p>`)
        .join("")}
<h4>Payload</h4>${fieldsTable(body?.schema ?? query)}${body?.example ? `<p>Example:</p><pre>${escape(JSON.stringify(body.example, null, 2))}</pre>` : ""}
<h4>data on success</h4>${fieldsTable(data)}
<h4>Codes</h4><ul>${o["x-error-codes"].map((e) => `<li><code>${e.code}</code> ${escape(e.name)}: ${escape(e.message)}</li>`).join("")}</ul></section>`;
    }),
  );
  const errors = doc["x-error-catalogue"]
    .map(
      (e) =>
        `<tr><td><code>${e.code}</code></td><td>${e.httpStatus}</td><td>${escape(e.name)}</td><td><code>${escape(e.messageKey)}</code></td><td>${escape(e.meaning)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1a14}
h1,h2{font-family:Georgia,serif}table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d9cfc0;padding:.3rem .5rem;text-align:start;vertical-align:top}
th{background:#f6f1e7}code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f6f1e7;padding:.75rem;overflow:auto}
section{border-top:2px solid #b8914a;margin-top:2rem}.method{background:#b8914a;color:#fff;padding:0 .4rem;border-radius:3px}
</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<h2>Operations</h2><ul>${Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (m) => `<li><a href="#${escape(`${m}-${path}`)}">${escape(m.toUpperCase())} ${escape(path)}</a></li>`,
      ),
    )
    .join("")}</ul>
<h2>Error catalogue</h2><table><thead><tr><th>Code</th><th>HTTP status</th><th>Name</th><th>Message key</th><th>Meaning (English message)</th></tr></thead><tbody>${errors}</tbody></table>
<h2>Reference</h2>${operations.join("\n")}</body></html>`;
}
