// The inspection shop's people signed in over HTTP, as the "who may" tests call the app: nobody, its
// mechanic, manager and owner, and the other shop's member (whose answers must give nothing away).
import type { TestApp } from "./app.ts";
import type { Role } from "./app_fixture.ts";
import { HttpClient } from "./http_client.ts";
import { type InspectionShop, PASSWORD } from "./inspection_shop.ts";

/**
 * A client per role; the anonymous one has opened the sign-in page. `landing`, when given, is opened after
 * each sign-in, so that the calls carry that page's CSRF token.
 */
export async function inspectionShopSessions(
  app: TestApp,
  shop: InspectionShop,
  landing?: string,
): Promise<Record<Role, HttpClient>> {
  const signedIn = async (email: string) => {
    const client = new HttpClient(app.url);
    await client.signIn(email, PASSWORD);
    if (landing) await client.page(landing);
    return client;
  };
  const anonymous = new HttpClient(app.url);
  await anonymous.page("/login");
  return {
    anonymous,
    mechanic: await signedIn(shop.mechanic.email),
    manager: await signedIn(shop.manager.email),
    owner: await signedIn(shop.owner.email),
    otherShopOwner: await signedIn(shop.outsider.email),
  };
}
