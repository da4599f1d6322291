import "server-only";

/**
 * SEAM for the lead: who is checking out. The accounts feature owns sessions; wire this to its
 * "current user" function (reading the session cookie or the API's Authorization token) and return
 * the customer's id, or null for a visitor. Every booking route asks here and nowhere else.
 */
export async function currentCustomerId(request?: Request): Promise<string | null> {
  void request;
  return null;
}
