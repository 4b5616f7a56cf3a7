/** One CMS block as the seed writes it: the identifier the storefront reads it by, its title and its HTML. */
export interface BlockContent {
  identifier: string;
  title: string;
  content: string;
}
