import { NextResponse } from "next/server";
import { exportCustomerData } from "@/server/accounts/export-customer-data";
import { withCustomer } from "@/server/accounts/with-customer";

/** Account Settings' "Download my data": one JSON file, only the signed-in customer's own data. */
export const GET = withCustomer(async (_request, { user }) => {
  const data = await exportCustomerData(user.id);
  if (!data) return NextResponse.json({ code: 4040, msg: "not found", data: null }, { status: 404 });
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="aurum-clinic-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "cache-control": "no-store",
    },
  });
});
