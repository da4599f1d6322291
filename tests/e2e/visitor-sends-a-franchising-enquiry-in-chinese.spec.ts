import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a visitor from Singapore sends a franchising enquiry in Chinese, after the form names what is missing", async ({
  page,
  context,
}) => {
  const email = `franchise-${randomUUID().slice(0, 8)}@example.com`;
  const startedAt = new Date(Date.now() - 5_000);
  await page.goto("/uk/zh/join-us/franchising");
  await expect(page.getByRole("heading", { level: 2, name: "特许经营咨询" })).toBeVisible();
  const form = page.getByTestId("franchising-form");

  await form.getByLabel("姓名 *").fill("陈美玲");
  await form.getByLabel("电子邮箱 *").fill(email);
  await form.getByRole("button", { name: "发送咨询" }).click();
  // The browser checks with the server's schema: the messages in Chinese, next to their fields.
  await expect(form.getByText("请输入公司名称。")).toBeVisible();
  await expect(form.getByText("请选择投资范围。")).toBeVisible();
  await expect(form.getByLabel("电话号码 *")).toBeFocused();

  await form.getByLabel("国家/地区代码 *").selectOption("SG");
  await form.getByLabel("电话号码 *").fill("6123 4567");
  await form.getByLabel("公司 *").fill("海港健康有限公司");
  await form.getByLabel("国家/地区 *", { exact: true }).selectOption("SG");
  await form.getByLabel("城市 *").fill("新加坡");
  await form.getByLabel("可投资金额 *").selectOption("500k-1m");
  await form.getByLabel("您的经验 *").fill("自 2018 年起在新加坡经营两家日间水疗中心。");
  await form.getByLabel("留言 *").fill("我们希望在滨海湾开设一家 Aurum Clinic。");
  await botCheckSolved(form);
  await form.getByRole("button", { name: "发送咨询" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/uk\/zh\/book-online\/success\?request=\d+$/);

  const { rows } = await testDatabase().query<{
    kind: string;
    locale: string;
    phone: string;
    fields: Record<string, string>;
  }>("select kind, locale, phone, fields from requests where email = $1", [email]);
  expect(rows).toEqual([
    {
      kind: "franchising",
      locale: "zh",
      phone: "+65 6123 4567",
      fields: {
        company: "海港健康有限公司",
        country: "SG",
        city: "新加坡",
        investment: "500k-1m",
        experience: "自 2018 年起在新加坡经营两家日间水疗中心。",
      },
    },
  ]);
  const receipt = await readMail(context, email, "request-receipt");
  expect(receipt).toContain("感谢您的特许经营咨询");
  // The franchising desk is told too (a sent mail keeps no props: decision 091).
  const { rows: desk } = await testDatabase().query(
    "select 1 from mail_outbox where \"to\" = 'franchising@aurumclinic.com' and template = 'request-notification' and created_at >= $1",
    [startedAt],
  );
  expect(desk.length).toBeGreaterThan(0);
});

test("sent before the browser's check has loaded, the server's answer names what is missing and focus goes to the first field", async ({
  page,
}) => {
  await page.goto("/uk/zh/join-us/franchising", { waitUntil: "load" });
  // Every script asked for from now on (the form's check loads on first use) arrives late: the server answers first.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  const form = page.getByTestId("franchising-form");
  await form.getByLabel("姓名 *").fill("陈美玲");
  await form.getByRole("button", { name: "发送咨询" }).click();
  await expect(form.getByText("请输入公司名称。")).toBeVisible();
  await expect(form.getByLabel("电子邮箱 *")).toBeFocused();
});
