import { z } from "zod";

/** PostgreSQL's integer: an id beyond it is refused here, not by the database (SQLSTATE 22003). */
const MAX_INT4 = 2_147_483_647;

/** A clinic ("store") id from a form or the API; anything else says the original site's "select booking clinic". */
export const clinicIdField = z.coerce
  .number({ message: "booking.form.selectClinic" })
  .int({ message: "booking.form.selectClinic" })
  .positive({ message: "booking.form.selectClinic" })
  .max(MAX_INT4, { message: "booking.form.selectClinic" });
