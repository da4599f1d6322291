/**
 * The public content pages (issue 3, content share): their paths below /{area}/{locale}/,
 * the message key of their title and description (namespace `content.pages`), and the
 * demo stories (news, blog, jobs, team, testimonials) whose text lives in messages and `content/`.
 * The sitemap, the crawl test and the coverage script read this file.
 */
import type { ClinicSlug } from "./site";

export type ArtName =
  | "molecule"
  | "helix"
  | "letter"
  | "people"
  | "compass"
  | "globe"
  | "pin"
  | "news"
  | "quote"
  | "journal"
  | "circle"
  | "loyalty"
  | "gift"
  | "key"
  | "briefcase"
  | "shield"
  | "faq"
  | "handshake"
  | "document"
  | "steps"
  | "seal"
  | "partners";

export interface ContentPage {
  /** Key under `content.pages` in the messages (title, description). */
  key: string;
  path: string;
  /** Message key under `common.nav` naming the section, shown as the eyebrow. */
  section: string;
  art: ArtName;
  /** Long-form copy in content/<locale>/<file>.md, English fallback. */
  longForm?: string;
  /** Treatments are described: show the medical disclaimer. */
  medical?: boolean;
  /** Link the referral terms PDF. */
  referralTerms?: boolean;
}

/** Pages made of one long-form Markdown file under a hero. */
export const longFormPages: ContentPage[] = [
  {
    key: "whatIsNad",
    path: "discover/what-is-nad",
    section: "discover",
    art: "molecule",
    longForm: "what-is-nad",
    medical: true,
  },
  { key: "science", path: "discover/science", section: "discover", art: "helix", longForm: "science", medical: true },
  { key: "founder", path: "about/founder", section: "about", art: "letter", longForm: "founder" },
  {
    key: "conciergeNational",
    path: "concierge/national",
    section: "concierge",
    art: "compass",
    longForm: "concierge-national",
    medical: true,
  },
  {
    key: "conciergeInternational",
    path: "concierge/international",
    section: "concierge",
    art: "globe",
    longForm: "concierge-international",
    medical: true,
  },
  {
    key: "joinTheCommunity",
    path: "join-the-community",
    section: "community",
    art: "circle",
    longForm: "join-the-community",
  },
  {
    key: "loyalty",
    path: "loyalty-programme",
    section: "community",
    art: "loyalty",
    longForm: "loyalty-programme",
    referralTerms: true,
  },
  { key: "giftCards", path: "gift-cards", section: "giftCards", art: "gift", longForm: "gift-cards" },
  { key: "franchising", path: "join-us/franchising", section: "joinUs", art: "key", longForm: "franchising" },
  {
    key: "importantInformation",
    path: "important-information",
    section: "legal",
    art: "shield",
    longForm: "important-information",
    medical: true,
  },
  {
    key: "affiliates",
    path: "affiliates",
    section: "community",
    art: "handshake",
    longForm: "affiliates",
    referralTerms: true,
  },
  { key: "privacy", path: "privacy-policy", section: "legal", art: "document", longForm: "privacy-policy" },
  {
    key: "terms",
    path: "terms-of-service",
    section: "legal",
    art: "document",
    longForm: "terms-of-service",
    referralTerms: true,
  },
  {
    key: "howItWorks",
    path: "how-it-works",
    section: "discover",
    art: "steps",
    longForm: "how-it-works",
    medical: true,
  },
  {
    key: "globalCertification",
    path: "global-certification",
    section: "about",
    art: "seal",
    longForm: "global-certification",
  },
  { key: "partners", path: "partners", section: "about", art: "partners", longForm: "partners" },
];

/** Pages with their own layout (lists, cards, disclosures). */
export const listPages: ContentPage[] = [
  { key: "team", path: "about/team", section: "about", art: "people" },
  { key: "locations", path: "locations", section: "locations", art: "pin" },
  { key: "news", path: "news", section: "news", art: "news" },
  { key: "testimonials", path: "testimonials", section: "community", art: "quote" },
  { key: "blog", path: "blog", section: "discover", art: "journal" },
  { key: "careers", path: "join-us/careers", section: "joinUs", art: "briefcase" },
  { key: "faqs", path: "faqs", section: "faqs", art: "faq" },
];

export const clinicPageSlugs: readonly ClinicSlug[] = ["london", "cape-town", "new-york"];

export interface Story {
  slug: string;
  /** ISO date of publication. */
  date: string;
  art: ArtName;
}

export const newsStories: Story[] = [
  { slug: "out-of-hours-london", date: "2026-09-15", art: "pin" },
  { slug: "nad-level-testing", date: "2026-07-08", art: "molecule" },
  { slug: "new-york-in-residence", date: "2026-05-20", art: "globe" },
  { slug: "cape-town-clinic-opens", date: "2026-03-12", art: "compass" },
];

export const blogPosts: (Story & { author: TeamMemberKey; minutes: number })[] = [
  { slug: "first-iv-infusion", date: "2026-10-02", art: "steps", author: "hart", minutes: 5 },
  { slug: "jet-lag-and-hydration", date: "2026-08-19", art: "globe", author: "fischer", minutes: 4 },
  { slug: "reading-your-blood-test", date: "2026-06-11", art: "document", author: "okafor", minutes: 6 },
  { slug: "nad-and-ageing", date: "2026-04-03", art: "helix", author: "hart", minutes: 7 },
];

export const teamMembers = ["hart", "okafor", "nkosi", "fischer", "whitcombe", "rashid"] as const;
export type TeamMemberKey = (typeof teamMembers)[number];

/** Where each team member works and their monogram (the drawn art shown until a manager uploads a photo). */
export const teamMemberDetails: Record<TeamMemberKey, { clinic: ClinicSlug; initials: string }> = {
  hart: { clinic: "london", initials: "EH" },
  okafor: { clinic: "london", initials: "SO" },
  nkosi: { clinic: "cape-town", initials: "AN" },
  fischer: { clinic: "new-york", initials: "LF" },
  whitcombe: { clinic: "london", initials: "JW" },
  rashid: { clinic: "london", initials: "YA" },
};

export const testimonials = ["amelia", "thabo", "jonathan", "noura", "wei", "claire"] as const;

export interface Job {
  slug: string;
  clinic: ClinicSlug;
  posted: string;
}

export const jobs: Job[] = [
  { slug: "registered-nurse-iv-therapy", clinic: "london", posted: "2026-10-20" },
  { slug: "clinic-coordinator", clinic: "cape-town", posted: "2026-10-06" },
  { slug: "guest-relations-manager", clinic: "new-york", posted: "2026-09-28" },
];

/**
 * Where one applies: a posted job's application page, or the open application's (no job). The form has a page
 * of its own so the careers and job pages stay content pages with no script of their own (decision 192).
 */
export function careersApplyPath(job?: string): string {
  return job ? `join-us/careers/${job}/apply` : "join-us/careers/apply";
}

export const referralTermsPdf = "/documents/aurum-referral-terms.pdf";

/** Every content page path, for the sitemap and the crawl test. */
export function contentPagePaths(): string[] {
  return [
    ...longFormPages.map((p) => p.path),
    ...listPages.map((p) => p.path),
    ...clinicPageSlugs.map((slug) => `locations/${slug}`),
    ...newsStories.map((s) => `news/${s.slug}`),
    ...blogPosts.map((s) => `blog/${s.slug}`),
    ...jobs.map((j) => `join-us/careers/${j.slug}`),
  ];
}

/** Long-form Markdown files an English reader sees (the coverage script counts their translations). */
export function longFormFiles(): string[] {
  return [
    ...longFormPages.flatMap((p) => (p.longForm ? [p.longForm] : [])),
    ...newsStories.map((s) => `news/${s.slug}`),
    ...blogPosts.map((s) => `blog/${s.slug}`),
    ...jobs.map((j) => `jobs/${j.slug}`),
  ];
}

/** FAQ groups and their questions, in order (text under `faqs.groups.<group>.items.<key>`). */
export const faqGroups: Record<string, readonly string[]> = {
  booking: ["howToBook", "leadTime", "change", "hours"],
  treatments: ["consultation", "duration", "sideEffects", "results"],
  payment: ["included", "currency", "discounts", "refunds"],
  giftsAndClinics: ["giftCards", "where"],
};

/** The address (after /{area}/{locale}/) of a long-form page by its key: the legal pages that forms link to. */
export function longFormPath(key: "terms" | "privacy"): string {
  const page = longFormPages.find((p) => p.key === key);
  if (!page) throw new Error(`No long-form page "${key}" in content-pages.ts`);
  return page.path;
}

export function listPage(key: string): ContentPage {
  const page = listPages.find((p) => p.key === key);
  if (!page) throw new Error(`No list page "${key}" in content-pages.ts`);
  return page;
}
