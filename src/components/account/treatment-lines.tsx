/** A visit's treatments on the customer's pages, one line each: "2 × Title" (My Bookings, the health questionnaire). */
export function TreatmentLines({ treatments }: { treatments: readonly { title: string; quantity: number }[] }) {
  return treatments.map((x) => <bdi key={x.title} className="block">{`${x.quantity} × ${x.title}`}</bdi>);
}
