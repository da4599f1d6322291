/** The public request forms' own pages (issue 12), for the sitemap. The spa request is a catalogue page. */
export const requestPagePaths = ["contact", "call-back"] as const;
