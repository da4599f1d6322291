// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import type { FormState } from "@/shared/forms/form-state";
import { ContactForm } from "./contact-form";

// The bot check's widget script is not what is under test.
vi.mock("altcha", () => ({}));

/**
 * The call-back form's answer from the server: a field it refused gets the focus, as the browser's own check gives it
 * (a form sent before the page's script was ready is checked by the server alone).
 */
describe("ContactForm", () => {
  let messages: Record<string, unknown>;
  beforeAll(async () => {
    messages = await islandMessages("requests", "en");
  });
  afterEach(cleanup);

  it("focuses the first field the server refused", async () => {
    const refused: FormState = {
      status: "error",
      message: "Please check the highlighted fields.",
      fields: { phone: "Please enter a phone number that is valid for the chosen country." },
      values: { fullName: "Amara Okafor", email: "amara@example.com", phoneCountry: "GB", phone: "020 7946 0000" },
    };
    const action = vi.fn(async () => refused);
    render(
      <IslandIntlProvider locale="en" messages={messages}>
        <ContactForm
          variant="callBack"
          action={action}
          area="uk"
          locale="en"
          clinics={[{ slug: "london", name: "London" }]}
          countries={[{ code: "GB", label: "United Kingdom (+44)" }]}
          defaultCountry="GB"
        />
      </IslandIntlProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Amara Okafor" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "amara@example.com" } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: "020 7946 0000" } });
    await act(async () => {
      fireEvent.submit(document.querySelector("form")!);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.getByText(refused.fields!.phone!)).toBeTruthy();
    expect(document.activeElement?.id).toBe("phone");
  });
});
