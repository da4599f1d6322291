import { describe, expect, it } from "vitest";
import { fieldsOf } from "./fields-of";

describe("fieldsOf", () => {
  it("hands on each named field as sent, an unsent one as empty, and no field it was not asked for", () => {
    expect(fieldsOf({ code: "NADEP", price: "", other: "x" }, "code", "price", "clinicId")).toEqual({
      code: "NADEP",
      price: "",
      clinicId: "",
    });
  });
});
