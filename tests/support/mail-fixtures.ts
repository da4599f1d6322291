/**
 * Fixtures for tests that build or render the booking mails without the database (src/server/bookings,
 * src/server/mail): the clinic a mail is about, as the mail builders take it.
 */

/**
 * The London clinic as the booking mails print it: name, address, phone, e-mail and zone. Without a `slug` the mail
 * shows this name in every language; add `slug: "london"` for a mail that names the clinic in the reader's language.
 */
export const LONDON_CLINIC = {
  name: "Aurum Clinic London",
  street: "14 Harley Street",
  city: "London",
  postcode: "W1G 9PQ",
  phone: "+44 20 7946 0321",
  email: "london@aurumclinic.com",
  timeZone: "Europe/London",
};
