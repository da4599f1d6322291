import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { dateAhead } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a guest in Dubai asks the international concierge for care in the Gulf, in Arabic on a phone", async ({
  page,
  context,
}) => {
  const email = `concierge-${randomUUID().slice(0, 8)}@example.com`;
  const arrival = dateAhead(20);
  const departure = dateAhead(24);
  await page.goto("/uk/ar/concierge/international");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: "اطلب خدمة الكونسيرج" })).toBeVisible();
  const form = page.getByTestId("concierge-form");

  await form.getByLabel("الاسم الكامل *").fill("يوسف الحمادي");
  await form.getByLabel("البريد الإلكتروني *").fill(email);
  await form.getByLabel("رمز الدولة *").selectOption("AE");
  await form.getByLabel("رقم الهاتف *").fill("050 123 4567");
  await form.getByLabel("المنطقة *").selectOption("gcc");
  await form.getByLabel("المدينة *").fill("دبي");
  await form.getByLabel("تاريخ الوصول *").fill(departure);
  await form.getByLabel("تاريخ المغادرة *").fill(arrival);
  await form.getByLabel("عدد الضيوف *").fill("3");
  await form.getByRole("button", { name: "أرسل إلى الكونسيرج" }).click();
  // Departure before arrival, and no service chosen: both named in Arabic at once.
  await expect(form.getByText("لا يمكن أن يسبق تاريخ المغادرة تاريخ الوصول.")).toBeVisible();
  await expect(form.getByText("يرجى اختيار خدمة واحدة على الأقل.")).toBeVisible();

  await form.getByLabel("تاريخ الوصول *").fill(arrival);
  await form.getByLabel("تاريخ المغادرة *").fill(departure);
  await form.getByRole("checkbox", { name: "التسريب الوريدي" }).check();
  await form.getByRole("checkbox", { name: "السبا وعلاجات الوجه" }).check();
  await form.getByLabel("رسالة (اختياري)").fill("نحن ثلاثة أشخاص ونقيم في فندق في مايفير.");
  await botCheckSolved(form);
  await form.getByRole("button", { name: "أرسل إلى الكونسيرج" }).click();
  await expect(page).toHaveURL(/\/uk\/ar\/book-online\/success\?request=\d+$/);

  const { rows } = await testDatabase().query<{ kind: string; locale: string; fields: Record<string, string> }>(
    "select kind, locale, fields from requests where email = $1",
    [email],
  );
  expect(rows).toEqual([
    {
      kind: "concierge",
      locale: "ar",
      fields: {
        region: "gcc",
        city: "دبي",
        dateFrom: arrival,
        dateTo: departure,
        guests: "3",
        services: "infusion, spa",
      },
    },
  ]);
  const receipt = await readMail(context, email, "request-receipt");
  expect(receipt).toContain("طلب الكونسيرج");
});
