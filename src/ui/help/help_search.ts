// The help pages' one query parameter: `from`, the staff page the Help link was followed from, for the
// "Back" link. Only a path on this site is kept (safeRedirectPath), so a crafted link cannot send a reader
// elsewhere. Apart from the page: the route tree, which every page loads, carries this reader.
import { safeRedirectPath } from "@platform/redirects.ts";

export interface HelpSearch {
  from?: string;
}

export function readHelpSearch(search: Record<string, unknown>): HelpSearch {
  const from = safeRedirectPath(search.from);
  // The key is always named: the router keeps a raw value the reader leaves out.
  return { from: from && from.length <= 2000 ? from : undefined };
}
