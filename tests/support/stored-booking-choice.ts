/**
 * Saves a booking choice in the browser's storage as the booking islands keep it (`aurum.booking.v1`, see
 * basket-store): the clinic, and the day when given; no time, hold or in-residence visit chosen yet.
 */
export function storeBookingChoice({ clinicId, day = null }: { clinicId: number; day?: string | null }): void {
  window.localStorage.setItem(
    "aurum.booking.v1",
    JSON.stringify({ clinicId, day, startsAt: null, holdId: null, holdExpiresAt: null, inResidence: false }),
  );
}
