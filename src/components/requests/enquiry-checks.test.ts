import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "@/server/input/upload-limits";
import { enquiryProblems } from "./enquiry-checks";

/** The browser's check of the enquiry forms, loaded when the visitor reaches a form: the server's schema, in its words. */
describe("the enquiry forms' check in the browser", () => {
  it("names every missing field of a careers application, and a missing CV", () => {
    const problems = enquiryProblems("careers", new FormData(), ["cv"]);
    expect(problems).toMatchObject({
      fullName: expect.any(String),
      email: expect.any(String),
      coverNote: "coverNote",
      cv: "cv",
    });
  });

  it("refuses a CV over the size limit before it is sent, and says nothing of a valid one", () => {
    const data = new FormData();
    data.set("cv", new File([new Uint8Array(CV_MAX_BYTES + 1)], "cv.pdf", { type: "application/pdf" }));
    expect(enquiryProblems("careers", data, ["cv"]).cv).toBe("cvSize");
    data.set("cv", new File([new Uint8Array(1024)], "cv.pdf", { type: "application/pdf" }));
    expect(enquiryProblems("careers", data, ["cv"]).cv).toBeUndefined();
  });

  it("checks the franchising form with its own schema", () => {
    const data = new FormData();
    data.set("fullName", "Chen Meiling");
    data.set("email", "chen@example.com");
    const problems = enquiryProblems("franchising", data, []);
    expect(problems.fullName).toBeUndefined();
    expect(problems.email).toBeUndefined();
    expect(problems.company).toBeDefined();
  });
});
