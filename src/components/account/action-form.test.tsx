import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActionForm } from "./action-form";

const action = async () => ({ status: "idle" as const });

describe("ActionForm field ids", () => {
  it("uses f-<name> by default and a given id when two forms on one page share a field name", () => {
    const html = renderToStaticMarkup(
      <>
        <ActionForm
          action={action}
          fields={[{ name: "price", label: "Price", hint: "Item" }]}
          submits={[{ label: "Save" }]}
        />
        <ActionForm
          action={action}
          fields={[{ name: "price", id: "f-option-GPI-VC", label: "Vitamin C", hint: "Add-on" }]}
          submits={[{ label: "Save" }]}
        />
      </>,
    );
    expect(html).toContain('for="f-price"');
    expect(html).toContain('id="f-price"');
    expect(html).toContain('for="f-option-GPI-VC"');
    expect(html).toContain('id="f-option-GPI-VC"');
    expect(html).toContain('id="f-option-GPI-VC-hint"');
    expect(html.match(/id="f-price"/g)).toHaveLength(1);
  });
});
