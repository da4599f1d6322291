import { calendarNamesFor } from "@/components/booking/calendar-names";
import { spaOpenWeekdays } from "@/config/spa";
import type { Area } from "@/config/site";
import { formatTag } from "@/i18n/formats";
import { IslandIntl } from "@/i18n/islands/island-provider";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { RequestPanel, type RequestOption } from "./request-panel";

/**
 * The request panel (options, the spa's preferred day, the Request link) under the provider of its words,
 * `requestPanel` (catalogue.calendar only): on the spa page and on a request-only treatment's page, whose other
 * islands (add to basket) are under the `catalogue` provider. The calendar's month and weekday names stay a prop,
 * computed here for the area's format tag (decision 197).
 */
export function SpaRequestPanel({
  area,
  locale,
  itemCode,
  options = [],
}: {
  area: Area;
  locale: Locale;
  itemCode?: string;
  options?: RequestOption[];
}) {
  const tag = formatTag(locale, area);
  return (
    <IslandIntl provider="requestPanel" locale={locale}>
      <RequestPanel
        requestHref={pathFor(area, locale, "spa-request")}
        itemCode={itemCode}
        options={options}
        localeTag={tag}
        openWeekdays={spaOpenWeekdays}
        calendarNames={calendarNamesFor(tag)}
      />
    </IslandIntl>
  );
}
