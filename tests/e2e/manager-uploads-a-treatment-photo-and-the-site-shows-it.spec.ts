import { expect, test } from "@playwright/test";
import { tinyPng } from "../support/png";
import { createStaffMember, signInAsStaff } from "./support/staff";

/**
 * A manager gives a treatment a photograph (decision 160): a renamed program is refused with a clear message;
 * a PNG named .jpg is taken as the PNG it is. The statically rendered treatment page and its list card show it
 * through next/image (AVIF or WebP, responsive sizes) with the manager's description in English and Arabic,
 * the stored original is served with its own type, nosniff and a year's immutable cache, and after removal the
 * page is back to how it was. Desktop only (listed in the phone project's testIgnore): the photo is group-wide.
 * With PHOTO_SHOTS_DIR set, it also saves the treatment page at 390 and 1440 px in en and ar for review.
 */
test("a manager uploads a treatment photo and the site shows it", async ({ page, browser, request }) => {
  const treatmentPage = "/uk/en/infusion/fat_burner_iv_infusion";
  await page.goto(treatmentPage);
  await expect(page.getByRole("heading", { level: 1, name: "Fat Burner IV Infusion" })).toBeVisible();
  await expect(page.getByTestId("item-photo")).toHaveCount(0);

  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInAsStaff(staff, await createStaffMember("manager", ["london"]));
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Photos" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
  await staff.getByTestId("photo-treatment-FBIV").getByRole("link", { name: "Add photo" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Photo: Fat Burner IV Infusion" })).toBeVisible();

  // A program renamed .png: refused by its bytes, nothing saved.
  await staff.getByLabel("Description in English (required)").fill("A nurse preparing an IV drip");
  await staff.getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)").setInputFiles({
    name: "drip.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03", "latin1"), Buffer.alloc(400)]),
  });
  await staff.getByRole("button", { name: "Save photo" }).click();
  await expect(staff.locator('[data-field-error="photo"]')).toHaveText(/not a JPEG, PNG or WebP photo/);

  // A real PNG that calls itself a JPEG.
  const png = Buffer.from(tinyPng(96, 64));
  await staff
    .getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)")
    .setInputFiles({ name: "drip.jpg", mimeType: "image/jpeg", buffer: png });
  await staff.getByLabel("Description in English (required)").fill("A nurse preparing an IV drip");
  await staff
    .getByLabel("Description in العربية (optional: English is shown when empty)")
    .fill("ممرضة تحضّر محلولاً وريدياً");
  await staff.getByRole("button", { name: "Save photo" }).click();
  await expect(staff.getByText("Photo saved. The site shows it from now on.")).toBeVisible();
  await staff.reload();
  await expect(staff.getByTestId("current-photo")).toBeVisible();
  await expect(staff.getByText(/image\/png/)).toBeVisible();

  // The static page, revalidated by the change, shows it through the optimizer.
  await page.goto(treatmentPage);
  const photo = page.getByTestId("item-photo").locator("img");
  await expect(photo).toHaveAttribute("alt", "A nurse preparing an IV drip");
  await expect(photo).toHaveAttribute("sizes", /100vw/);
  const srcset = (await photo.getAttribute("srcset")) ?? "";
  expect(srcset).toMatch(/\/_next\/image\?url=%2Fmedia%2Fphotos%2F[0-9a-f]{64}\.png&w=\d+&q=70 \d+w/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Modern formats from the optimizer; the original with its real type, nosniff and an immutable year.
  const optimized = srcset.split(", ")[0]!.split(" ")[0]!;
  const avif = await request.get(optimized, { headers: { accept: "image/avif,image/webp,*/*" } });
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
  const original = decodeURIComponent(/url=([^&]+)/.exec(optimized)![1]!);
  const stored = await request.get(original);
  expect(stored.status()).toBe(200);
  expect(stored.headers()["content-type"]).toBe("image/png");
  expect(stored.headers()["x-content-type-options"]).toBe("nosniff");
  expect(stored.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await stored.body()).equals(png)).toBe(true);
  expect((await request.get(original.replace(/\.png$/, ".jpg"))).status()).toBe(404);

  // The Arabic page has the Arabic description; the list card shows the photo too.
  await page.goto("/uk/ar/infusion/fat_burner_iv_infusion");
  await expect(page.getByTestId("item-photo").locator("img")).toHaveAttribute("alt", "ممرضة تحضّر محلولاً وريدياً");
  await page.goto("/uk/en/infusion/singular");
  await expect(page.locator('[data-goods-code="FBIV"] img')).toHaveAttribute("alt", "A nurse preparing an IV drip");

  const shots = process.env.PHOTO_SHOTS_DIR;
  if (shots) {
    for (const locale of ["en", "ar"]) {
      for (const width of [390, 1440]) {
        const view = await browser.newPage({ viewport: { width, height: 900 } });
        await view.goto(`/uk/${locale}/infusion/fat_burner_iv_infusion`);
        await view
          .getByTestId("item-photo")
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.decode());
        await view.screenshot({ path: `${shots}/treatment-${locale}-${width}.png`, fullPage: true });
        await view.goto(`/uk/${locale}/infusion/singular`);
        await view.screenshot({ path: `${shots}/list-${locale}-${width}.png`, fullPage: false });
        await view.close();
      }
    }
  }

  // Removed: the page is as it was before.
  await staff.getByRole("button", { name: "Remove photo" }).click();
  await expect(staff.getByText("Photo removed. The site shows the drawn art again.")).toBeVisible();
  await page.goto(treatmentPage);
  await expect(page.getByRole("heading", { level: 1, name: "Fat Burner IV Infusion" })).toBeVisible();
  await expect(page.getByTestId("item-photo")).toHaveCount(0);
  expect((await request.get(original)).status()).toBe(404);
  await desk.close();
});
