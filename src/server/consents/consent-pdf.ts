import "server-only";
import PDFDocument from "pdfkit";
import type { ConsentKind } from "@/config/treatment-consents";
import { brand } from "@/config/site";
import { defaultLocale, isLocale, localeNames, localeTags, type Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/shared/clinic-time";
import { localClinic } from "@/server/bookings/booking-confirmation";
import { brandChain, FaceChain } from "@/server/pdf/pdf-fonts";
import { drawParagraph, layoutParagraph, type Doc, type ParagraphBox, type TextStyle } from "@/server/pdf/text-layout";
import { consentDocument, consentPdfLabels, consentTextSha256 } from "./consent-text";

/** A signed consent with what its PDF prints about the visit and the customer. */
export interface ConsentRecord {
  consentId: string;
  kind: ConsentKind;
  version: string;
  locale: string;
  textSha256: string;
  signedName: string;
  signedAt: Date;
  clientAddress: string;
  booking: { number: string; startsAt: Date };
  clinic: { slug: string; name: string; street: string; city: string; postcode: string; timeZone: string };
  customer: { firstName: string; lastName: string };
}

const GOLD = "#7a5c26";
const INK = "#1d1b18";
const STONE = "#5c564d";
const MARGIN = 56;
const englishNames: Record<Locale, string> = {
  en: "English",
  zh: "Chinese (Simplified)",
  ar: "Arabic",
  de: "German",
  fr: "French",
  ru: "Russian",
  es: "Spanish",
  ja: "Japanese",
};

/** "2047-05-01 08:00:00 UTC": the same in every language. */
function utc(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

function clinicTime(at: Date, timeZone: string, locale: Locale): string {
  const t = formatClinicTime(at, timeZone, localeTags[locale]);
  // The zone on a line of its own: in Arabic a date in words and a Latin zone name read best apart.
  return `${t.dateTime}\n${t.zone} · ${timeZone}`;
}

/**
 * The signed consent as a PDF (decision 184): letterhead, the visit and the customer, the typed signature, when
 * (UTC and clinic time) and from which address it was signed, the text version, its language and SHA-256, and
 * the text itself exactly as signed, in the language it was signed in (right to left for Arabic). Labels are in
 * that language with the English beneath, so the clinic can read any of them. Refuses to print a text whose hash
 * is not the one stored: the words of a version never change (src/config/treatment-consents.ts).
 */
export async function renderConsentPdf(record: ConsentRecord, now: Date = new Date()): Promise<Buffer> {
  const document = consentDocument(record.version, record.locale);
  if (!document || document.locale !== record.locale || consentTextSha256(document) !== record.textSha256) {
    throw new Error(
      `consent ${record.consentId}: the text of ${record.version} (${record.locale}) is no longer the text signed`,
    );
  }
  const locale: Locale = isLocale(record.locale) ? record.locale : defaultLocale;
  const labels = consentPdfLabels(locale);
  const english = consentPdfLabels(defaultLocale);
  const bilingual = locale !== defaultLocale;
  const direction = locale === "ar" ? "R" : "L";
  const clinic = localClinic(locale, record.clinic);

  const regular = new FaceChain(locale, 400);
  const bold = new FaceChain(locale, 600);
  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // Our own face from the start: pdfkit's default (Helvetica) would load metric files a bundle does not have.
    font: regular.primary.bytes as unknown as string,
    lang: localeTags[locale],
    info: {
      Title: `${english.documentTitle} ${record.booking.number} ${record.version}`,
      Author: brand.name,
      Subject: `${english.documentTitle}: booking ${record.booking.number}, ${record.kind}, text ${record.version} (${record.locale}), SHA-256 ${record.textSha256}`,
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 24;
  const newPage = () => {
    doc.addPage();
    return MARGIN;
  };
  const style = (chain: FaceChain, size: number, color = INK, leading?: number): TextStyle => ({
    chain,
    size,
    color,
    leading,
  });
  const full: ParagraphBox = { x: MARGIN, width, documentDirection: direction };
  const para = (text: string, s: TextStyle, top: number, box: ParagraphBox = full) =>
    drawParagraph(doc, text, s, box, { top, bottom, newPage });

  // Letterhead: the brand on the start side, the contact details on the end side.
  const contact = `${brand.email} · ${brand.phone} · ${new URL(brand.siteUrl).host}`;
  const half = { width: width / 2, documentDirection: direction } as const;
  const startX = direction === "L" ? MARGIN : MARGIN + width / 2;
  const endX = direction === "L" ? MARGIN + width / 2 : MARGIN;
  para(brand.name, style(brandChain(locale), 24, GOLD), MARGIN - 6, { ...half, x: startX });
  para(contact, style(regular, 8, STONE), MARGIN + 4, {
    x: endX,
    width: width / 2,
    documentDirection: direction === "L" ? "R" : "L",
  });
  let y = MARGIN + 34;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.75)
    .strokeColor(GOLD)
    .stroke();
  y += 14;

  y = para(labels.documentTitle, style(bold, 16), y);
  if (bilingual) y = para(english.documentTitle, style(regular, 9, STONE), y);
  y += 8;

  const visit = clinicTime(record.booking.startsAt, record.clinic.timeZone, locale);
  const rows: [keyof typeof labels, string][] = [
    ["bookingNumber", record.booking.number],
    ["clinic", [clinic.name, clinic.street, `${clinic.city} ${clinic.postcode}`].join(locale === "ar" ? "، " : ", ")],
    ["visitTime", visit],
    ["customer", `${record.customer.firstName} ${record.customer.lastName}`.trim()],
    ["signature", record.signedName],
    ["signedAtUtc", utc(record.signedAt)],
    ["signedAtClinic", clinicTime(record.signedAt, record.clinic.timeZone, locale)],
    ["ipAddress", record.clientAddress],
    ["textVersion", record.version],
    ["language", bilingual ? `${localeNames[locale]} (${englishNames[locale]})` : englishNames[locale]],
    ["textHash", record.textSha256],
  ];
  const labelWidth = 150;
  const labelBox: ParagraphBox = {
    x: direction === "L" ? MARGIN : MARGIN + width - labelWidth,
    width: labelWidth - 10,
    documentDirection: direction,
  };
  const valueBox: ParagraphBox = {
    x: direction === "L" ? MARGIN + labelWidth : MARGIN,
    width: width - labelWidth,
    documentDirection: direction,
  };
  for (const [key, value] of rows) {
    const label = style(bold, 9, STONE);
    // The hash on one line: 64 hex digits fit the column at 8 points.
    const valueStyle = style(regular, key === "textHash" ? 8 : 9.5);
    const height = Math.max(
      layoutParagraph(doc, labels[key], label, labelBox).height +
        (bilingual ? layoutParagraph(doc, english[key], style(regular, 7.5, STONE), labelBox).height : 0),
      layoutParagraph(doc, value, valueStyle, valueBox).height,
    );
    if (y + height > bottom) y = newPage();
    let labelEnd = para(labels[key], label, y, labelBox);
    if (bilingual) labelEnd = para(english[key], style(regular, 7.5, STONE), labelEnd, labelBox);
    const valueEnd = para(value, valueStyle, y, valueBox);
    y = Math.max(labelEnd, valueEnd) + 4;
  }

  y += 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor("#d9cdb4")
    .stroke();
  y += 12;
  y = para(labels.consentText, style(bold, 11, GOLD), y);
  if (bilingual) y = para(english.consentText, style(regular, 8, STONE), y);
  y += 6;
  y = para(document.title, style(bold, 13), y);
  y += 4;
  for (const section of document.sections) {
    if (y + 40 > bottom) y = newPage();
    y = para(section.heading, style(bold, 10.5), y + 6);
    y = para(section.body, style(regular, 10, INK, 1.5), y + 1);
  }

  y += 14;
  if (y + 70 > bottom) y = newPage();
  y = para(labels.signature, style(bold, 9, STONE), y);
  y = para(record.signedName, style(regular, 15), y + 2);
  y = para(`${utc(record.signedAt)} · ${record.clientAddress}`, style(regular, 8.5, STONE), y);
  y += 8;
  y = para(labels.electronic, style(regular, 8, STONE), y);
  if (bilingual) para(english.electronic, style(regular, 8, STONE), y + 2);

  // Every page's footer: the booking, the text version and "page n of m".
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const footer = `${brand.name} · ${record.booking.number} · ${record.version} · ${labels.page.replace("{page}", String(i + 1)).replace("{pages}", String(pages.count))}`;
    drawParagraph(doc, footer, style(regular, 7.5, STONE), full, {
      top: doc.page.height - MARGIN - 4,
      bottom: doc.page.height,
      newPage: () => doc.page.height,
    });
  }
  doc.end();
  return finished;
}
