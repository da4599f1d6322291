/**
 * A build loader (next.config.ts, turbopack.rules) that keeps only our eight languages in React Aria's and React
 * Stately's string tables (`dist/private/<part>/intlStrings.mjs`): each table imports the strings of 34 locales, and
 * the booking calendar's table alone was about a third of its island. What React Aria's own
 * @react-aria/optimize-locales-plugin does for webpack, Vite and Rollup, for Turbopack. React Aria looks a locale
 * up by tag, then by language, then falls back to en-US, so one entry per language is enough (decision 189).
 * Options: `locales`, the tags to keep (language-REGION, as the tables name them).
 */
module.exports = function keepOurLocales(source) {
  const keep = new Set(this.getOptions().locales);
  const dropped = new Set();
  const lines = source.split("\n").filter((line) => {
    const imported = /^import (\S+) from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";$/.exec(line);
    if (imported && !keep.has(imported[2])) {
      dropped.add(imported[1]);
      return false;
    }
    const entry = /^\s*"([a-z]{2}-[A-Z]{2})": (\S+?),?$/.exec(line);
    return !(entry && dropped.has(entry[2]));
  });
  // The last kept entry may now end with a comma: allowed in an object literal.
  return lines.join("\n");
};
