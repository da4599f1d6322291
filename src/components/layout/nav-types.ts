/** Navigation with labels already translated and hrefs already prefixed, ready for client islands. */
export interface ResolvedLink {
  label: string;
  href: string;
}

export interface ResolvedGroup extends ResolvedLink {
  key: string;
  children: ResolvedLink[];
}
