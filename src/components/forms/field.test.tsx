// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";

afterEach(cleanup);

describe("Field", () => {
  it("names its control by the label and, while fine, marks and describes nothing but its hint", () => {
    render(
      <Field id="phone" label="Phone" hint="With the area code">
        {(control) => <input {...control} name="phone" />}
      </Field>,
    );
    const input = screen.getByLabelText("Phone");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBe("phone-hint");
    expect(document.getElementById("phone-hint")?.textContent).toBe("With the area code");
    expect(document.querySelector("[data-field-error]")).toBeNull();
  });

  it("in error: invalid, described by its message first, then its hint; the message names the field", () => {
    render(
      <Field id="nc-mobile" name="mobile" label="Mobile" hint="With the area code" error="Please enter a mobile">
        {(control) => <input {...control} name="mobile" />}
      </Field>,
    );
    const input = screen.getByLabelText("Mobile");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("nc-mobile-error nc-mobile-hint");
    const message = document.getElementById("nc-mobile-error")!;
    expect(message.textContent).toBe("Please enter a mobile");
    expect(message.getAttribute("data-field-error")).toBe("mobile");
  });

  it("marks a required field with a star beside the label, hidden from screen readers, or in the label's text", () => {
    render(
      <>
        <Field id="email" label="Email" required="star">
          {(control) => <input {...control} required />}
        </Field>
        <Field id="fullName" label="Full name" required="in-label">
          {(control) => <input {...control} required />}
        </Field>
      </>,
    );
    expect(screen.getByLabelText("Email", { exact: true })).toBeTruthy();
    expect(document.querySelector("[data-required-mark]")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByLabelText("Full name *", { exact: true })).toBeTruthy();
  });

  it("as a group, the fieldset is named by its legend, and is what is invalid and described", () => {
    render(
      <Field id="interests" label="Interests" required="in-label" error="Choose one" group>
        {() => (
          <label>
            <input type="checkbox" name="interests" value="spa" /> Spa
          </label>
        )}
      </Field>,
    );
    const group = screen.getByRole("group", { name: "Interests *" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe("interests-error");
  });

  it("one checkbox inline: the box inside its label, before the text, described by its message", () => {
    render(
      <Field id="terms" label="I accept the terms" error="Please accept the terms" inline>
        {(control) => <input {...control} type="checkbox" name="terms" />}
      </Field>,
    );
    const box = screen.getByLabelText("I accept the terms");
    expect(box.closest("label")?.firstElementChild).toBe(box);
    expect(box.getAttribute("aria-describedby")).toBe("terms-error");
  });

  it("a group's `after` follows its message inside the fieldset (a follow-up question)", () => {
    render(
      <Field id="pregnant" label="Pregnant?" error="Please choose" group after={<input aria-label="Details" />}>
        {() => <input type="radio" name="pregnant" value="yes" />}
      </Field>,
    );
    const group = screen.getByRole("group", { name: "Pregnant?" });
    expect(group.lastElementChild).toBe(screen.getByLabelText("Details"));
    expect(group.lastElementChild?.previousElementSibling?.textContent).toBe("Please choose");
  });
});
