/**
 * Counts the `Intl.NumberFormat` or `Intl.DateTimeFormat` objects built while `run` runs (a subclass stands in for
 * the constructor, then the real one is put back): the tests of pages that must start without ICU (decision 199).
 */
export async function intlConstructions(name: "NumberFormat" | "DateTimeFormat", run: () => unknown): Promise<number> {
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const Real = intl[name]!;
  let built = 0;
  intl[name] = class extends Real {
    constructor(...args: unknown[]) {
      super(...args);
      built++;
    }
  };
  try {
    await run();
  } finally {
    intl[name] = Real;
  }
  return built;
}
