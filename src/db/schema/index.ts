// The whole schema, one file per domain; drizzle-kit and the client read it from here.
export * from "./clinics";
export * from "./catalogue";
export * from "./users";
export * from "./requests";
export * from "./accounts";
export * from "./mail";
export * from "./bookings";
export * from "./orders";
export * from "./newsletter";
export * from "./staff";
export * from "./reminders";
export * from "./health";
export * from "./photos";
export * from "./waitlist";
export * from "./consents";
export * from "./day-closes";
export * from "./clinicians";
