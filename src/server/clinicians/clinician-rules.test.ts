import { describe, expect, it } from "vitest";
import { clinicianRole } from "@/db/schema";
import { categoriesFromForm, clinicianFieldsSchema, clinicianRoles, initialsOf } from "./clinician-rules";

const valid = {
  name: "Dr Eleanor Hart",
  role: "doctor",
  registrationBody: "GMC",
  registrationNumber: "7000104",
  categories: ["infusion", "detox"],
};

describe("a clinician's listing", () => {
  it("names the same closed list of roles as the database", () => {
    expect([...clinicianRoles]).toEqual(clinicianRole.enumValues);
  });

  it("monograms a name without its title", () => {
    expect(initialsOf("Dr Eleanor Hart")).toBe("EH");
    expect(initialsOf("  Sister  Amara   Nkosi ")).toBe("AN");
    expect(initialsOf("Dr. Lena Maria Fischer")).toBe("LF");
    expect(initialsOf("james whitcombe")).toBe("JW");
    expect(initialsOf("Cher")).toBe("C");
    // A title alone is still a name.
    expect(initialsOf("Sister")).toBe("S");
    expect(initialsOf("Yasmin Al-Rashid")).toBe("YA");
  });

  it("reads the ticked category boxes in the list's order and ignores anything else", () => {
    expect(
      categoriesFromForm({ "categories-spa": "on", "categories-infusion": "on", "categories-blood": "", other: "on" }),
    ).toEqual(["infusion", "spa"]);
  });

  it("accepts a complete listing, trimmed, with its categories in the list's order", () => {
    expect(
      clinicianFieldsSchema.parse({
        ...valid,
        name: "  Dr Eleanor Hart ",
        registrationNumber: " 7000104",
        categories: ["detox", "infusion"],
      }),
    ).toEqual({ ...valid, categories: ["infusion", "detox"] });
  });

  it("names each field's problem", () => {
    const result = clinicianFieldsSchema.safeParse({
      name: " ",
      role: "surgeon",
      registrationBody: "<b>GMC</b>",
      registrationNumber: "x".repeat(31),
      categories: [],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      name: "clinicianNameRequired",
      role: "clinicianRoleRequired",
      registrationBody: "registrationBodyFormat",
      registrationNumber: "registrationNumberTooLong",
      categories: "categoriesRequired",
    });
    expect(
      clinicianFieldsSchema.safeParse({ ...valid, categories: ["infusion", "massage"] }).error?.issues[0],
    ).toMatchObject({
      path: ["categories"],
      message: "categoriesRequired",
    });
    expect(clinicianFieldsSchema.safeParse({ ...valid, name: "Dr\nHart" }).success).toBe(false);
  });
});
