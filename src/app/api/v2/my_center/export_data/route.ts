import { NextResponse } from "next/server";
import { z } from "zod";
import { exportCustomerData } from "@/server/customers/export-customer-data";
import { withCustomer } from "@/server/api/api-route";
import { AppError } from "@/server/errors/app-error";

/** Account Settings' "Download my data": one JSON file, only the signed-in customer's own data. */
export const GET = withCustomer(
  {
    path: "/api/v2/my_center/export_data",
    methods: ["GET"],
    tag: "Account",
    summary: "Download my data (a JSON file)",
    description: "On success the answer is the file itself, not the envelope; failures answer the envelope.",
    input: z.object({}),
    output: z.record(z.string(), z.unknown()),
    raw: { contentType: "application/json" },
    example: {},
  },
  async (_input, { customer }) => {
    const data = await exportCustomerData(customer.user.id);
    if (!data) throw new AppError("NOT_FOUND");
    return new NextResponse(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="aurum-clinic-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
        "cache-control": "no-store",
      },
    });
  },
);
