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
