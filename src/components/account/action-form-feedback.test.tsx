// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FormState } from "@/shared/forms/form-state";
import { ActionForm } from "./action-form";

afterEach(cleanup);

let answers = 0;
const paid = async (): Promise<FormState> => ({ status: "success", message: "Payment recorded.", id: `a${++answers}` });

function Panel({ closed, action = paid }: { closed: boolean; action?: () => Promise<FormState> }) {
  return (
    <ActionForm
      feedback="beside"
      action={action}
      testId="payment-form"
      fields={[{ name: "amount", label: "Amount", defaultValue: "40.00" }]}
      submits={[{ label: "Record payment" }]}
      closed={closed ? <p>Nothing is left to pay on this order.</p> : undefined}
    />
  );
}

describe("back-office forms answer beside the button pressed (issue 41)", () => {
  it("shows the answer under the buttons and moves the focus to it", async () => {
    render(<Panel closed={false} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Record payment" })));
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Payment recorded.");
    expect(document.activeElement).toBe(status);
    // after the buttons, not above the fields
    const button = screen.getByRole("button", { name: "Record payment" });
    expect(button.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the answer when the form closes (an order paid in full), instead of the form vanishing with it", async () => {
    const { rerender } = render(<Panel closed={false} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Record payment" })));
    await screen.findByRole("status");
    rerender(<Panel closed />);
    expect(screen.getByRole("status").textContent).toBe("Payment recorded.");
    expect(screen.getByText("Nothing is left to pay on this order.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record payment" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });
});
