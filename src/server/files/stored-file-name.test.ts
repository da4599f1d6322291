import { describe, expect, it } from "vitest";
import { storedFileName } from "./stored-file-name";

describe("storedFileName", () => {
  it("takes the extension of the type detected from the bytes, not the one the visitor gave", () => {
    expect(storedFileName("cv.html", "application/pdf")).toBe("cv.pdf");
    expect(storedFileName("cv.pdf.html", "application/pdf")).toBe("cv.pdf");
    expect(storedFileName("letter.exe", "application/msword")).toBe("letter.doc");
    expect(storedFileName("cv", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "cv.docx",
    );
    expect(storedFileName("photo.svg", "image/png")).toBe("photo.png");
    expect(storedFileName("clinic-london", "image/jpeg")).toBe("clinic-london.jpg");
  });

  it("keeps no path, control characters or leading dots, and names an empty name", () => {
    expect(storedFileName("C:\\Users\\me\\cv.html", "application/pdf")).toBe("cv.pdf");
    expect(storedFileName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(storedFileName(".htaccess", "application/pdf")).toBe("file.pdf");
    expect(storedFileName("cv\u202Eftp.pdf", "application/pdf")).toBe("cvftp.pdf");
    expect(storedFileName("", "image/webp")).toBe("file.webp");
  });

  it("stores an unknown type as opaque bytes", () => {
    expect(storedFileName("page.html", "text/html")).toBe("page.bin");
  });
});
