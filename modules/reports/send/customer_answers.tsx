import type { ReportSendPage } from "./send_page.server.ts";

// The customer's answers as the shop sees them: approved and declined work with prices, the approved total,
// and the note, name and signature the customer left. The signature is the path the report's pad drew in
// its 600 x 200 box (checked on the way in to hold only moves and lines).
export function CustomerAnswers(props: { answers: ReportSendPage["answers"] }) {
  const { items, approvedTotal, response } = props.answers;
  const answered = items.filter((item) => item.answer !== null);
  return (
    <section id="customer-answers" className="report-answers" aria-labelledby="customer-answers-heading">
      <h2 id="customer-answers-heading">Customer's answers</h2>
      {items.length === 0
        ? <p>No recommended work on this report: nothing for the customer to approve.</p>
        : answered.length === 0 && !response
        ? <p>The customer has not answered yet.</p>
        : (
          <>
            {response && <p className="report-answered-at">Answered {response.when}</p>}
            <table className="report-answers-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Answer</th>
                  <th scope="col" className="num">Price</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.taskId} data-answer={item.answer ?? "none"}>
                    <th scope="row">{item.taskName}</th>
                    <td>
                      {item.answer === "approved"
                        ? "Approved"
                        : item.answer === "declined"
                        ? "Declined"
                        : "No answer"}
                    </td>
                    <td className="num">{item.price}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>Approved</th>
                  <td className="num">{approvedTotal}</td>
                </tr>
              </tfoot>
            </table>
            {response?.note && (
              <blockquote className="report-answer-note">
                <p>{response.note}</p>
              </blockquote>
            )}
            {(response?.signedName || response?.signaturePath) && (
              <figure className="report-signature">
                {response.signaturePath && (
                  <svg
                    viewBox="0 0 600 200"
                    role="img"
                    aria-label={`Signature of ${response.signedName || "the customer"}`}
                  >
                    <path
                      d={response.signaturePath}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="3"
                      strokeLinecap="round"
                    />
                  </svg>
                )}
                {response.signedName && <figcaption>{response.signedName}</figcaption>}
              </figure>
            )}
          </>
        )}
    </section>
  );
}
