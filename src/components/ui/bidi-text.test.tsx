import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BidiText } from "./bidi-text";

describe("BidiText", () => {
  it("isolates each Latin term in Arabic text, so NAD+ keeps its plus at the end", () => {
    const html = renderToStaticMarkup(
      <BidiText rtl text="تسريب NAD+ مع فيتامين B12 ونقص إنزيم G6PD وعلاج وجه Intuisse." />,
    );
    expect(html).toBe(
      "تسريب <bdi>NAD+</bdi> مع فيتامين <bdi>B12</bdi> ونقص إنزيم <bdi>G6PD</bdi> وعلاج وجه <bdi>Intuisse</bdi>.",
    );
  });

  it("keeps a run of Latin words together and leaves left-to-right text alone", () => {
    expect(renderToStaticMarkup(<BidiText rtl text="خمس جلسات Executive Plus بالـ NAD+" />)).toBe(
      "خمس جلسات <bdi>Executive Plus</bdi> بالـ <bdi>NAD+</bdi>",
    );
    expect(renderToStaticMarkup(<BidiText rtl={false} text="NAD+ with B12" />)).toBe("NAD+ with B12");
  });
});
