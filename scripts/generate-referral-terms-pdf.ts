/**
 * npm run pdf:referral-terms — writes public/documents/aurum-referral-terms.pdf, the referral programme
 * terms the loyalty, affiliates and terms pages link to (docs/product/routes-and-languages.md: "A static PDF of the referral terms").
 * The PDF is committed; run this again after changing the text below.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { brand } from "../src/config/site";

const OUT = path.join("public", "documents", "aurum-referral-terms.pdf");
const GOLD = "#7a5c26";
const INK = "#1d1b18";
const STONE = "#5c564d";

const sections: { title: string; items: string[] }[] = [
  {
    title: "1. The programme",
    items: [
      "Every Aurum Clinic customer account has a personal referral code and link, shown under Refer A Friend in the account.",
      "These terms apply to referrals made from 1 November 2026 and sit alongside our Terms of Service and Privacy Policy.",
    ],
  },
  {
    title: "2. What your friend receives",
    items: [
      "A person who registers a new Aurum account with your code or link receives one coupon for 25% off their first booking.",
      "The coupon applies once, to the first order placed from the new account, and cannot be combined with the new-customer discount or any other offer.",
      "Existing customers, and new accounts opened for a person who already has one, do not qualify.",
    ],
  },
  {
    title: "3. What you receive",
    items: [
      "For each qualifying order your friend pays for in full, you receive one coupon for 25% off a future order: one coupon per qualifying order.",
      "An order qualifies when it has been paid and its first treatment has taken place. Orders paid with a gift card only, and gift-card purchases, do not qualify.",
      "Coupons appear in your account under My Voucher with their status: unused, used or expired.",
    ],
  },
  {
    title: "4. Using coupons",
    items: [
      "One offer applies per order: a referral coupon, the new-customer discount, the community discount or a member price. At checkout the best offer you are eligible for is applied.",
      "Coupons are valid for twelve months from the day they are issued and expire after that.",
      "Referral and gift discounts cannot be combined, sold, transferred or exchanged for cash, and do not apply to earlier purchases or to gift cards.",
      "Gift-card balance and clinic credit are means of payment, not offers, and may be used together with a coupon.",
    ],
  },
  {
    title: "5. Fair use",
    items: [
      "Share your code with people you know. Codes may not be published on coupon or voucher websites or used in paid advertising.",
      "We may withhold or cancel coupons obtained through self-referral, duplicate accounts or any other misuse, and may close accounts used for fraud.",
    ],
  },
  {
    title: "6. Treatments remain a medical decision",
    items: [
      "A coupon is never a promise that a treatment is suitable. Every treatment follows a consultation with one of our doctors, who may decline it; a declined treatment is not charged.",
    ],
  },
  {
    title: "7. Changes and contact",
    items: [
      "We may change or end the programme with 30 days' notice on our website; coupons already issued remain valid until they expire.",
      `Questions about referrals: ${brand.email}. ${brand.name}, 14 Harley Street, London W1G 9PQ, United Kingdom.`,
    ],
  },
];

mkdirSync(path.dirname(OUT), { recursive: true });
const doc = new PDFDocument({
  size: "A4",
  margins: { top: 64, bottom: 64, left: 64, right: 64 },
  info: {
    Title: `${brand.name} referral programme terms`,
    Author: brand.name,
    Subject: "Refer a friend: terms and conditions",
  },
  // Deterministic output so regenerating an unchanged text gives the same file.
  compress: true,
});
doc.info.CreationDate = new Date("2026-11-01T00:00:00Z");
doc.pipe(createWriteStream(OUT));

doc.circle(76, 76, 11).lineWidth(3).strokeColor("#b8965a").stroke();
doc.circle(76, 76, 3.5).fillColor("#b8965a").fill();
doc.font("Times-Roman").fontSize(20).fillColor(INK).text(brand.name, 96, 65);
doc.moveDown(2.2);
doc.x = 64;
doc.font("Helvetica-Bold").fontSize(9).fillColor(GOLD).text("REFER A FRIEND", { characterSpacing: 2 });
doc.moveDown(0.4);
doc.font("Times-Roman").fontSize(28).fillColor(INK).text("Referral programme terms");
doc.moveDown(0.3);
doc.font("Helvetica").fontSize(10).fillColor(STONE).text("Last updated 1 November 2026");
doc.moveDown(1.2);

for (const section of sections) {
  doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(section.title);
  doc.moveDown(0.35);
  doc.font("Helvetica").fontSize(10.5).fillColor(INK);
  for (const item of section.items) {
    doc.text(item, { indent: 0, lineGap: 2.5, paragraphGap: 6 });
  }
  doc.moveDown(0.6);
}

doc.moveDown(0.5);
doc
  .font("Helvetica-Oblique")
  .fontSize(9)
  .fillColor(STONE)
  .text(
    "Treatments at Aurum Clinic are given by registered doctors and nurses after a medical consultation. Prices are in US dollars and include sales tax and a 20% gratuity.",
  );
doc.end();
console.log(`Wrote ${OUT}`);
