/** The partner spa's opening days (0 = Sunday): it rests on Sundays. Times are agreed on request. */
export const spaOpenWeekdays: readonly number[] = [1, 2, 3, 4, 5, 6];
