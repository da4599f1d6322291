import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Logs go through pino with the request id (src/server/log/logger.ts), never the console.
  // Tests may print the figures they measure.
  { files: ["src/**/*.{ts,tsx}"], ignores: ["src/**/*.test.ts"], rules: { "no-console": "error" } },
  // Pages are revalidated only through refreshPages, which also empties the page cache in front of Next (decision 188);
  // islands translate with island-intl, not next-intl's client runtime (decision 191).
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/http/refresh-pages.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/cache",
              importNames: ["revalidatePath", "revalidateTag"],
              message: "Use refreshPages (src/server/http/refresh-pages.ts): it also empties the page cache.",
            },
            {
              name: "next-intl",
              importNames: [
                "useTranslations",
                "useLocale",
                "NextIntlClientProvider",
                "useMessages",
                "useFormatter",
                "useNow",
              ],
              message:
                "Islands translate with src/i18n/islands/island-intl.tsx over compiled messages (decision 191); next-intl has no provider in the browser.",
            },
          ],
        },
      ],
    },
  },
  // Every server action goes through the action pipeline (src/server/forms/action.ts, decision 263): in a "use server"
  // file an export is `publicAction(…)`, `customerAction(…)` or `staffAction({ role })(…)`, never a function of its
  // own that would read the form, authorize and map errors by hand.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Program:has(> ExpressionStatement[directive='use server']) > ExportNamedDeclaration > FunctionDeclaration",
          message:
            "A server action is made by the action pipeline (publicAction, customerAction, staffAction in src/server/forms/action.ts).",
        },
        {
          selector:
            "Program:has(> ExpressionStatement[directive='use server']) > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type!='CallExpression']",
          message:
            "A server action is made by the action pipeline (publicAction, customerAction, staffAction in src/server/forms/action.ts).",
        },
      ],
    },
  },
  // Layers point down (ARCHITECTURE.md, "Layers"): routes (app) over components over the domain (server) over the
  // database (db); config and i18n sit beside server and never reach up. An import that points up fails here.
  // Tests may reach up: an integration test calls the route it tests.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/db",
              from: ["./src/server", "./src/components", "./src/app"],
              message: "The database layer knows nothing above it (ARCHITECTURE.md, Layers).",
            },
            {
              target: ["./src/server", "./src/config", "./src/i18n"],
              from: ["./src/components", "./src/app"],
              message: "The domain, config and i18n never import components or routes (ARCHITECTURE.md, Layers).",
            },
            {
              target: "./src/shared",
              from: ["./src/server", "./src/components", "./src/app", "./src/db"],
              message:
                "src/shared is browser-safe and imports only its own kind, config and i18n (ARCHITECTURE.md, Layers).",
            },
            {
              target: "./src/components",
              from: ["./src/db"],
              message: "Components reach the database only through src/server (ARCHITECTURE.md, Layers).",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      ".bench-floor/**",
      ".next-*/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "src/db/migrations/**",
    ],
  },
];

export default config;
