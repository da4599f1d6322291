import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { testDatabase } from "./support/database";

test("an app signs a customer in with an e-mailed code through the API and reads their profile with the token", async ({
  page,
  request,
}) => {
  const email = `api.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(page, email, "Api-harbour-61");

  const invalid = await request.post("/api/loginCodeSendEmail", {
    form: { email: "not-an-address" },
    headers: { "accept-language": "de" },
  });
  expect(invalid.status()).toBe(200);
  expect(await invalid.json()).toEqual({
    code: 4220,
    msg: "Bitte überprüfen Sie die markierten Felder.",
    data: { fields: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" } },
  });

  const since = new Date(Date.now() - 5_000);
  const sent = await request.post("/api/loginCodeSendEmail", { form: { email } });
  expect(await sent.json()).toMatchObject({ code: 2000, data: null });
  // The same answer for an address without an account (no enumeration).
  const unknown = await request.post("/api/loginCodeSendEmail", {
    form: { email: `nobody.${Date.now()}@example.com` },
  });
  expect((await unknown.json()).msg).toBe((await sent.json()).msg);

  let text = "";
  await expect
    .poll(async () => {
      const { rows } = await testDatabase().query<{ text: string | null }>(
        `select text from mail_outbox where "to" = $1 and template = 'login-code' and status = 'sent' and created_at >= $2 order by created_at desc limit 1`,
        [email, since],
      );
      text = rows[0]?.text ?? "";
      return text.length > 0;
    })
    .toBe(true);
  const code = /^\s*(\d{6})\s*$/m.exec(text)![1]!;

  const wrong = await request.post("/api/loginByVerifyCode", {
    form: { email, code: code === "000000" ? "111111" : "000000" },
  });
  expect(await wrong.json()).toMatchObject({
    code: 4012,
    data: { fields: { code: "This code is wrong or has expired. Request a new code." } },
  });

  const signedIn = await request.post("/api/loginByVerifyCode", { form: { email, code } });
  const body = await signedIn.json();
  expect(body).toMatchObject({ code: 2000, data: { access_token: expect.stringMatching(/^[a-z2-9]{32}$/) } });

  const profile = await request.get("/api/v2/my_center/user_info", {
    headers: { authorization: body.data.access_token },
  });
  expect(await profile.json()).toMatchObject({
    code: 2000,
    data: { email, first_name: "Noah", title: "Dr", mobile: "+12125550187", isFree: 0 },
  });

  const stranger = await request.get("/api/v2/my_center/user_info", { headers: { authorization: "not-a-token" } });
  expect(stranger.status()).toBe(200);
  expect(await stranger.json()).toMatchObject({ code: 1005 });
});
