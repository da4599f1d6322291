// @vitest-environment happy-dom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

// The widget's own script (a custom element) is not what is under test: whether and when the form asks for it is.
vi.mock("altcha", () => ({}));

const labels = {
  email: "E-mail address",
  name: "Your name",
  submit: "Subscribe",
  sending: "Sending…",
  sent: "Almost done",
};
const form = () => (
  <NewsletterForm action={async (state) => state} area="uk" locale="en" labels={labels} id="footer-newsletter" />
);
const widget = (host: HTMLElement) => host.querySelector("altcha-widget");

/** The footer form as the server sent it, in the page, with nothing run yet (decision 206: scripts start after paint). */
function serverForm(): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(form());
  document.body.append(host);
  return host;
}

async function hydrate(host: HTMLElement): Promise<Root> {
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(host, form());
  });
  // The widget's script and its language load in the background.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return root!;
}

describe("NewsletterForm's bot check", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
    cleanup();
  });

  it("does not load on a page where nobody starts on the form, and loads once someone does", async () => {
    const host = serverForm();
    root = await hydrate(host);
    expect(widget(host)).toBeNull();
    await act(async () => fireEvent.focus(host.querySelector("input[name=email]")!));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(widget(host)).not.toBeNull();
  });

  it("loads for a visitor who was already typing in the form before the page's script ran", async () => {
    const host = serverForm();
    const email = host.querySelector<HTMLInputElement>("input[name=email]")!;
    email.value = "amira@example.com";
    email.focus();
    root = await hydrate(host);
    expect(widget(host)).not.toBeNull();
  });

  it("loads for a visitor who typed an address and moved on before the script ran", async () => {
    const host = serverForm();
    host.querySelector<HTMLInputElement>("input[name=email]")!.value = "amira@example.com";
    root = await hydrate(host);
    expect(widget(host)).not.toBeNull();
  });
});
