import "server-only";
import type { ProposalItem } from "@/db/schema";
import { formatMoney } from "@/i18n/format-money";
import { isLocale, localeTags, type Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/shared/clinic-time";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";

export interface ProposalFacts {
  items: ProposalItem[];
  place: string;
  address: string | null;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  totalCents: number;
  currency: string;
  clinic: { slug: string; name: string; street: string; city: string; postcode: string };
}

export interface DescribedProposal {
  locale: Locale;
  /** "Hydrafacial × 2", "Airport transfer": catalogue items in the reader's language, free text as written. */
  lines: string[];
  date: string;
  time: string;
  endTime: string;
  zone: string;
  timeZone: string;
  /** The clinic's localized name and address, or the visit's address. */
  place: string;
  placeDetail: string;
  atClinic: boolean;
  total: string;
  /** Any catalogue treatment in it: the medical note applies. */
  hasTreatment: boolean;
}

/** A proposal in one language: the mail and the public page say the same thing. */
export async function describeVisitProposal(proposal: ProposalFacts, requested: string): Promise<DescribedProposal> {
  const locale: Locale = isLocale(requested) ? requested : "en";
  const catalogue = await loadLocalizedCatalogue(locale);
  const tag = localeTags[locale];
  const start = formatClinicTime(proposal.startsAt, proposal.timeZone, tag);
  const end = formatClinicTime(proposal.endsAt, proposal.timeZone, tag);
  const atClinic = proposal.place === "clinic";
  const clinicName = catalogue.clinicName(proposal.clinic.slug, proposal.clinic.name);
  return {
    locale,
    lines: proposal.items.map((item) =>
      item.kind === "text"
        ? item.text
        : `${catalogue.relabel({ code: item.code, optionCode: item.optionCode, title: item.title })}${item.quantity > 1 ? ` × ${item.quantity}` : ""}`,
    ),
    date: start.date,
    time: start.time,
    endTime: end.time,
    zone: start.zone,
    timeZone: proposal.timeZone,
    place: atClinic ? clinicName : (proposal.address ?? ""),
    placeDetail: atClinic
      ? `${proposal.clinic.street}, ${catalogue.clinicCity(proposal.clinic.slug, proposal.clinic.city)} ${proposal.clinic.postcode}`
      : clinicName,
    atClinic,
    total: formatMoney(proposal.totalCents, proposal.currency, locale),
    hasTreatment: proposal.items.some((i) => i.kind === "item"),
  };
}
