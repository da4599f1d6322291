/**
 * Server actions as a browser without JavaScript sends them: the page's form, its hidden `$ACTION_*`
 * fields (the action's id and the previous state of useActionState) and the visible fields. Scraped from
 * the served HTML, so the fuzzer posts exactly what a real form posts, then mutates it.
 */
import fc from "fast-check";
import { badValue, mutations, type BadRequest, type Seed } from "./bad-payloads";

export interface ActionForm {
  page: string;
  /** The hidden fields React renders for the action ($ACTION_REF_n, $ACTION_n:k, $ACTION_KEY). */
  actionFields: [string, string][];
  /** The action id, for the fetch (JavaScript) variant. */
  actionId: string | null;
  seed: Seed;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : null;
}

/** Valid-looking values for the fields our forms have, by name. */
export function validValue(name: string, email: string): string {
  const values: Record<string, string> = {
    email,
    confirmEmail: email,
    password: "Fuzz-pass-2468",
    confirmPassword: "Fuzz-pass-2468",
    oldPassword: "Fuzz-pass-2468",
    newPassword: "Fuzz-pass-1357",
    firstName: "Ada",
    lastName: "Lovelace",
    fullName: "Ada Lovelace",
    title: "Dr",
    countryCode: "+44",
    mobile: "7700 900123",
    phone: "+44 20 7946 0001",
    code: "123456",
    clinic: "london",
    preferredDate: "2031-03-11",
    message: "Hello",
    intent: "verify",
    remember: "on",
    acceptTerms: "on",
    token: "expired-token-0000",
  };
  return values[name] ?? "x";
}

/** Every form on the page that posts to a server action with state (useActionState). */
export function scrapeActionForms(page: string, html: string, email: string): ActionForm[] {
  const forms: ActionForm[] = [];
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const body = match[1]!;
    const actionFields: [string, string][] = [];
    const seed: Seed = {};
    for (const tag of body.match(/<(input|select|textarea)\b[^>]*>/g) ?? []) {
      const name = attribute(tag, "name");
      if (!name) continue;
      if (name.startsWith("$ACTION")) actionFields.push([name, attribute(tag, "value") ?? ""]);
      else if (attribute(tag, "type") === "hidden") seed[name] = attribute(tag, "value") ?? "";
      else if (attribute(tag, "type") === "submit") continue;
      else seed[name] = validValue(name, email);
    }
    if (!actionFields.some(([name]) => name.startsWith("$ACTION_REF_"))) continue;
    const meta = actionFields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
    let actionId: string | null = null;
    try {
      actionId = meta ? ((JSON.parse(meta) as { id?: string }).id ?? null) : null;
    } catch {
      actionId = null;
    }
    forms.push({ page, actionFields, actionId, seed });
  }
  return forms;
}

const stateCorruption = fc.oneof(
  fc.constantFrom(
    "{not json",
    "",
    "[",
    "null",
    '"$@99"',
    '["$Q1"]',
    '["$K99"]',
    '[{"status":"$F1"}]',
    "\u0000",
    '{"id":5,"bound":"$@1"}',
    '{"id":"x","bound":"$Q7"}',
  ),
  fc.string({ maxLength: 20 }),
  badValue.map((v) => JSON.stringify(v) ?? ""),
);

function formValue(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value ?? "");
}

/**
 * A bad form post: the fields mutated like an API payload, sometimes with an action field corrupted, as
 * the no-JavaScript form post (multipart) or as the JavaScript fetch action (next-action header).
 */
export type BadFormPost = BadRequest & {
  headers: Record<string, string>;
  /** Sent as if from another site: must be refused with 403, changing nothing (issue 39). */
  crossSite: boolean;
};

/**
 * What a browser on another site sends with a form it posts to ours (issue 39): another origin, `null` (a sandboxed
 * frame), a sibling subdomain of ours, an unparsable origin, or no Origin but `Sec-Fetch-Site: cross-site`.
 */
export function crossSiteHeaders(ourOrigin: string): Record<string, string>[] {
  const { host, protocol } = new URL(ourOrigin);
  return [
    { origin: "http://evil.example" },
    { origin: "null" },
    { origin: `${protocol}//shop.${host}` },
    { origin: "not an origin" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ];
}

export function badFormPosts(form: ActionForm, ourOrigin = "http://localhost"): fc.Arbitrary<BadFormPost> {
  return fc
    .tuple(
      mutations(form.seed),
      fc.option(fc.tuple(fc.nat(), stateCorruption), { freq: 4 }),
      fc.constantFrom("no-js", "no-js", "no-js", "fetch"),
      fc.option(fc.constantFrom(...crossSiteHeaders(ourOrigin)), { freq: 6 }),
    )
    .map(([m, corrupt, mode, crossSite]): BadFormPost => {
      const fields =
        m.payload !== null && typeof m.payload === "object" && !Array.isArray(m.payload)
          ? Object.entries(m.payload)
          : [["value", m.payload] as const];
      const body = new FormData();
      const label = `${m.label}${corrupt ? ` + corrupted action field` : ""} (${mode})${crossSite ? ` from another site ${JSON.stringify(crossSite)}` : ""}`;
      const foreign = crossSite ?? {};
      if (mode === "fetch" && form.actionId) {
        const state = corrupt ? corrupt[1] : '[{"status":"idle"},"$K1"]';
        body.append("0", state);
        // As React 19.2's encodeReply names a FormData argument's fields.
        for (const [k, v] of fields) body.append(`_1_${k}`, formValue(v));
        return {
          label,
          contentType: null,
          body,
          headers: { "next-action": form.actionId, accept: "text/x-component", ...foreign },
          crossSite: crossSite !== null,
        };
      }
      const actionFields = form.actionFields.map(([k, v], i): [string, string] =>
        corrupt && i === corrupt[0] % form.actionFields.length ? [k, corrupt[1]] : [k, v],
      );
      for (const [k, v] of actionFields) body.append(k, v);
      for (const [k, v] of fields) body.append(k, formValue(v));
      return { label, contentType: null, body, headers: { ...foreign }, crossSite: crossSite !== null };
    });
}
