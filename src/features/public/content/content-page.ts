/** A plain-content page: a title, an optional lead paragraph, then sections of paragraphs or bullet lists. */
export interface ContentPage {
  title: string;
  lead?: string;
  /** ISO date the text takes effect, shown as 시행일. */
  effectiveDate?: string;
  sections: Array<{ heading: string; paragraphs?: string[]; items?: string[] }>;
}
