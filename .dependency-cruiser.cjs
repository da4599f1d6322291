/**
 * The domains inside src/server point down one order (ARCHITECTURE.md, "Layers", decision 267). A domain may import
 * a domain of its own tier or of a tier below it, never one above; and no two domains may import each other, even
 * through others. Type-only imports count: they couple the modules as much as values do. Tests may reach anywhere.
 * `npm run lint` runs this (`depcruise src/server`).
 */

/** Bottom to top. Keep in step with the table in ARCHITECTURE.md. */
const tiers = [
  ["errors", "log", "metrics", "pricing", "pdf", "files", "content", "cookie-consent", "bot-check"],
  ["http", "input", "instance", "mail", "visitor", "payments"],
  ["referrals", "accounts", "staff", "forms", "api"],
  ["catalogue", "clinics", "photos", "clinicians"],
  ["health", "giftcards", "wallet"],
  ["basket", "availability", "day-close"],
  ["bookings", "consents", "reminders", "waitlist"],
  ["orders", "programmes"],
  ["customers", "requests", "retention", "schedule", "newsletter"],
];

const domains = (names) => `^src/server/(${names.join("|")})/`;
const notATest = "\\.test\\.tsx?$";

const upward = tiers.slice(0, -1).map((tier, i) => ({
  name: `domain-order-${i + 1}`,
  severity: "error",
  comment: `${tier.join(", ")} sit in tier ${i + 1} of the domain order and import nothing above it (ARCHITECTURE.md, Layers).`,
  from: { path: domains(tier), pathNot: notATest },
  to: { path: domains(tiers.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: "no-domain-cycle",
      severity: "error",
      comment: "Two domains import each other, perhaps through others: break the cycle (ARCHITECTURE.md, Layers).",
      scope: "folder",
      from: { path: "^src/server/[^/]+$" },
      to: { circular: true },
    },
    {
      name: "no-module-cycle",
      severity: "error",
      comment: "Modules in src/server import each other, perhaps through others (ARCHITECTURE.md, Layers).",
      from: { path: "^src/server/", pathNot: notATest },
      to: { circular: true },
    },
    {
      name: "every-domain-has-a-tier",
      severity: "error",
      comment:
        "A new domain folder in src/server takes a place in the tiers of .dependency-cruiser.cjs and ARCHITECTURE.md.",
      from: { path: "^src/server/", pathNot: [domains(tiers.flat()), notATest] },
      to: {},
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    includeOnly: "^src/server/",
    exclude: { path: notATest },
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};
