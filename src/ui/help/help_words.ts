// The help pages' own words (the way back, the index's heading): the kit does not know the message catalogue,
// so the server function that answers a help page sends them already said, in the culture of the content
// (modules/shops/help, from the help.* messages).
export interface HelpWords {
  /** The culture the words are in, for the page's lang. */
  culture: string;
  title: string;
  intro: string;
  back: string;
  allPages: string;
}
