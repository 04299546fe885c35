// The reports sent to a customer, newest first, on the customer's page: how (e-mail, text message, the
// adviser's own mail program, a copied link), to whom, by whom, and the inspection each was about.
// Its words are the customers page's (customers.*), sent with the customer's page it sits in.
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords } from "@modules/text/ui.ts";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { ReportSentToCustomer } from "./customer_pages.ts";

export function CustomerMessagesPanel(props: { shopUriName: string; sends: ReportSentToCustomer[] }) {
  const say = useWords();
  const [when, what, inspection, who] = [say(M.when), say(M.what), say(M.inspection), say(M.who)];
  return (
    <section aria-labelledby="customer-messages">
      <h2 id="customer-messages">{say(M.messagesSent)}</h2>
      {props.sends.length === 0
        ? <p className="empty">{say(M.noneSent)}</p>
        : (
          <TableScroll label={say(M.messagesSentLabel)}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{when}</th>
                  <th scope="col">{what}</th>
                  <th scope="col">{inspection}</th>
                  <th scope="col">{who}</th>
                </tr>
              </thead>
              <tbody>
                {props.sends.map((send) => (
                  <tr key={send.id}>
                    <td className="nowrap" data-label={when}>{send.at}</td>
                    <td data-label={what}>{send.summary}</td>
                    <td data-label={inspection}>
                      <a href={`/${props.shopUriName}/inspections/${send.encId}/report`}>
                        {send.inspectionName || inspection}
                      </a>
                    </td>
                    <td data-label={who}>{send.who || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
