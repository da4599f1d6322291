/** The public request forms' own pages (issue 12), for the sitemap: contact, call-back and the German-market page (docs/product/routes-and-languages.md). The spa request is a catalogue page. */
export const requestPagePaths = ["contact", "call-back", "germany"] as const;
