import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("always says attachment, with an ASCII name and the exact UTF-8 name", () => {
    expect(attachmentDisposition("cv.pdf")).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(attachmentDisposition("Łukasz CV.pdf")).toBe(
      `attachment; filename="_ukasz CV.pdf"; filename*=UTF-8''%C5%81ukasz%20CV.pdf`,
    );
  });

  it("cannot be broken out of by quotes, semicolons or line breaks in the name", () => {
    const header = attachmentDisposition('a"; filename=evil.html\r\nX-Injected: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith(`attachment; filename="a__ filename=evil.htmlX-Injected: 1.pdf"; filename*=UTF-8''`)).toBe(
      true,
    );
    expect(attachmentDisposition("\u0000")).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});
