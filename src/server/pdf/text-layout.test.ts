import { describe, expect, it } from "vitest";
import { visualOrder } from "./text-layout";

type Dir = "L" | "R" | "EN" | "N";
/** Pieces as the layout makes them (only the direction matters to the order). */
const line = (...words: [string, Dir][]) =>
  words.map(([text, dir]) => ({ runs: [{ text, face: null as never, width: 1 }], width: 1, dir, gap: 1 }));
const shown = (pieces: ReturnType<typeof line>, base: "L" | "R") =>
  visualOrder(pieces, base).map((i) => i.piece.runs[0]!.text);

describe("the order pieces are drawn in, left to right", () => {
  it("puts an Arabic sentence right to left, its numbers left to right inside it", () => {
    expect(
      shown(line(["على", "R"], ["مدى", "R"], ["30", "EN"], ["إلى", "R"], ["120", "EN"], ["دقيقة", "R"]), "R"),
    ).toEqual(["دقيقة", "120", "إلى", "30", "مدى", "على"]);
  });

  it("keeps a Latin run inside Arabic in its own order", () => {
    expect(shown(line(["عيادة", "R"], ["Aurum", "L"], ["Clinic", "L"], ["لندن", "R"]), "R")).toEqual([
      "لندن",
      "Aurum",
      "Clinic",
      "عيادة",
    ]);
  });

  it("keeps an Arabic phrase with its numbers together inside a Latin line (the footer's page number)", () => {
    expect(
      shown(line(["Aurum", "L"], ["·", "N"], ["الصفحة", "R"], ["1", "EN"], ["من", "R"], ["2", "EN"]), "L"),
    ).toEqual(["Aurum", "·", "2", "من", "1", "الصفحة"]);
  });

  it("gives a neutral between two pieces of one direction that direction, else the paragraph's", () => {
    expect(shown(line(["محمد", "R"], ["-", "N"], ["علي", "R"], ["Ada", "L"]), "L")).toEqual([
      "علي",
      "-",
      "محمد",
      "Ada",
    ]);
    expect(visualOrder(line(["Ada", "L"], ["(", "N"], ["علي", "R"]), "L").map((i) => i.level)).toEqual([0, 0, 1]);
  });

  it("leaves a left-to-right line alone", () => {
    expect(shown(line(["Booking", "L"], ["BK-1", "L"], ["10:00", "EN"]), "L")).toEqual(["Booking", "BK-1", "10:00"]);
  });
});
