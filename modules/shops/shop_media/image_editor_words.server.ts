// The image editor page is not under a shop's address: it names the shop of the page that opened it in its
// own (?shop=). A member of that shop gets its staff language and wording; anyone else, or no shop, en-US
// (the editor's own calls still check who may see the picture, and say so).
import { IMAGE_EDITOR_MESSAGES } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { UserFacingError } from "@platform/errors.ts";
import type { RequestContext } from "@platform/request_context.ts";
import { requireShopAccess } from "../shop_access.ts";
import { staffWords } from "../staff_words.server.ts";

export async function loadImageEditorWords(
  context: RequestContext,
  shopUriName: string | undefined,
): Promise<PageWords | null> {
  if (!shopUriName || !context.viewer) return null;
  const access = await requireShopAccess(context.sql, context.viewer, shopUriName).catch((error) => {
    if (error instanceof UserFacingError) return null;
    throw error;
  });
  return access && await staffWords({ sql: context.sql, shop: access.shop }, IMAGE_EDITOR_MESSAGES);
}
