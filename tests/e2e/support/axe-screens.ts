/**
 * Axe checks each page type once per language, English on the desktop and Arabic on the phone (decision 202): the
 * tag makes the other project's `grepInvert` drop the test.
 */
export const axeLanguagesAndScreens = [
  ["en", "@desktop-only"],
  ["ar", "@phone-only"],
] as const;
