// A STOP texted back to the shops' sending number: every customer with that mobile number, in every shop on
// this server (they all text from the one SMS_FROM number, so a STOP stops them all), is set to "do not
// contact" and the trail says why. Numbers typed before they were stored in E.164 are found by their digits:
// the international digits anywhere, the national digits in shops of the number's own country.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Tx } from "@platform/db.ts";
import { recordCustomerEvent } from "../customer_events.ts";
import { CUSTOMER_TRAIL_MESSAGES } from "@modules/text/mod.ts";

export interface OptOutOutcome {
  /** How many customers were changed (those already at do not contact are left as they are). */
  customers: number;
}

export async function optOutByText(tx: Tx, from: string): Promise<OptOutOutcome> {
  const phone = parsePhoneNumberFromString(from);
  if (!phone) return { customers: 0 };
  const international = phone.number.slice(1);
  const changed = await tx<{ id: number; shopId: number }[]>`
    update customers c set contact_pref = 'donotcontact', version = c.version + 1, updated_at = now()
    from shops s
    where s.id = c.shop_id and c.contact_pref <> 'donotcontact' and c.phone_mobile <> ''
      and (regexp_replace(c.phone_mobile, '[^0-9]', '', 'g') = ${international}
        or (s.country = ${phone.country ?? ""}
          and regexp_replace(c.phone_mobile, '[^0-9]', '', 'g') = ${phone.nationalNumber}))
    returning c.id, c.shop_id as "shopId"`;
  for (const customer of changed) {
    await recordCustomerEvent(tx, {
      shopId: customer.shopId,
      customerId: customer.id,
      viewer: null,
      kind: "contactPreference",
      message: { key: CUSTOMER_TRAIL_MESSAGES.repliedStop, values: { phone: phone.formatInternational() } },
      details: { contactPref: "donotcontact", via: "sms", phone: phone.number },
    });
  }
  return { customers: changed.length };
}
