/** The footer's link groups, as the store layout hands them to the footer. */
export interface FooterLink {
  label: string;
  /** Path within the store view, or an absolute URL when external. */
  href: string;
  external: boolean;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}
