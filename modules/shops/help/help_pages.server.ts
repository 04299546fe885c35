// The help pages in the reader's language (decisions 028, 029). Help is not under a shop's address: its
// `from` (the screen the Help link was followed from) names the shop first, /demo/inspections/… → demo. A
// member of that shop reads the pages in its staff language, with its wording of the pages' own words;
// anyone else (signed out, another shop's staff, no `from`) reads en-US and learns nothing of that shop. A
// page not translated into the culture is its English page.
import { BASE_CULTURE, fallbackChain, HELP_MESSAGES as M, Messages } from "@modules/text/mod.ts";
import { UserFacingError } from "@platform/errors.ts";
import type { RequestContext } from "@platform/request_context.ts";
import { helpIndex, type HelpIndexEntry, helpPage } from "@ui/help/help_library.server.ts";
import type { HelpWords } from "@ui/help/help_words.ts";
import { requireShopAccess } from "../shop_access.ts";
import { staffMessages } from "../staff_words.server.ts";

export interface HelpPageAnswer {
  words: HelpWords;
  /** null: no page has this alias (the route's 404, said in `notFound`). */
  page: { title: string; html: string; culture: string } | null;
  notFound: string;
}

export interface HelpIndexAnswer {
  words: HelpWords;
  pages: HelpIndexEntry[];
}

export async function loadHelpPage(
  context: RequestContext,
  alias: string,
  from?: string,
): Promise<HelpPageAnswer> {
  const messages = await readerMessages(context, from);
  const page = helpPage(alias, fallbackChain(messages.culture));
  return {
    words: helpWords(messages),
    page: page && { title: page.title, html: page.html, culture: page.culture },
    notFound: messages.text(M.notFound),
  };
}

export async function loadHelpIndex(context: RequestContext, from?: string): Promise<HelpIndexAnswer> {
  const messages = await readerMessages(context, from);
  return { words: helpWords(messages), pages: helpIndex(fallbackChain(messages.culture)) };
}

/** The shop named by a screen's path: its first segment, when it can be a shop's address name. */
function shopOfHelpFrom(from: string | undefined): string | undefined {
  return /^\/([A-Za-z0-9_-]{1,80})(?:[/?#]|$)/.exec(from ?? "")?.[1];
}

async function readerMessages(context: RequestContext, from: string | undefined): Promise<Messages> {
  const shopUriName = shopOfHelpFrom(from);
  if (!shopUriName || !context.viewer) return new Messages(BASE_CULTURE);
  const access = await requireShopAccess(context.sql, context.viewer, shopUriName).catch((error) => {
    // Not a shop, not the viewer's shop, or not theirs to see: help is read in en-US.
    if (error instanceof UserFacingError) return null;
    throw error;
  });
  return access ? await staffMessages(context.sql, access.shop) : new Messages(BASE_CULTURE);
}

function helpWords(messages: Messages): HelpWords {
  return {
    culture: messages.culture,
    title: messages.text(M.title),
    intro: messages.text(M.intro),
    back: messages.text(M.back),
    allPages: messages.text(M.allPages),
  };
}
