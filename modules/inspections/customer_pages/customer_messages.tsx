// The reports sent to a customer, newest first, on the customer's page: how (e-mail, text message, the
// adviser's own mail program, a copied link), to whom, by whom, and the inspection each was about.
import { TableScroll } from "@ui/table_scroll.tsx";
import type { ReportSentToCustomer } from "./customer_pages.ts";

export function CustomerMessagesPanel(props: { shopUriName: string; sends: ReportSentToCustomer[] }) {
  return (
    <section aria-labelledby="customer-messages">
      <h2 id="customer-messages">Messages sent</h2>
      {props.sends.length === 0
        ? <p className="empty">No reports sent yet.</p>
        : (
          <TableScroll label="Messages sent, newest first">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Inspection</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {props.sends.map((send) => (
                  <tr key={send.id}>
                    <td className="nowrap" data-label="When">{send.at}</td>
                    <td data-label="What">{send.summary}</td>
                    <td data-label="Inspection">
                      <a href={`/${props.shopUriName}/inspections/${send.encId}/report`}>
                        {send.inspectionName || "Inspection"}
                      </a>
                    </td>
                    <td data-label="Who">{send.who || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
