import type { ReportSendPage } from "./send_page.server.ts";
import { CHECKLIST_MESSAGES as C, REPORT_TAB_MESSAGES as M, useWords } from "@modules/text/ui.ts";

// The customer's answers as the shop sees them: approved and declined work with prices, the approved total,
// and the note, name and signature the customer left. The signature is the path the report's pad drew in
// its 600 x 200 box (checked on the way in to hold only moves and lines).
export function CustomerAnswers(props: { answers: ReportSendPage["answers"] }) {
  const { items, approvedTotal, response } = props.answers;
  const say = useWords();
  const answered = items.filter((item) => item.answer !== null);
  return (
    <section id="customer-answers" className="report-answers" aria-labelledby="customer-answers-heading">
      <h2 id="customer-answers-heading">{say(M.answersHeading)}</h2>
      {items.length === 0
        ? <p>{say(M.noWork)}</p>
        : answered.length === 0 && !response
        ? <p>{say(M.notAnswered)}</p>
        : (
          <>
            {response && <p className="report-answered-at">{say(M.answeredAt, { when: response.when })}</p>}
            <table className="report-answers-table">
              <thead>
                <tr>
                  <th scope="col">{say(M.item)}</th>
                  <th scope="col">{say(M.answer)}</th>
                  <th scope="col" className="num">{say(C.price)}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.taskId} data-answer={item.answer ?? "none"}>
                    <th scope="row">{item.taskName}</th>
                    <td>
                      {say(
                        item.answer === "approved"
                          ? M.approved
                          : item.answer === "declined"
                          ? M.declined
                          : M.noAnswer,
                      )}
                    </td>
                    <td className="num">{item.price}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>{say(M.approvedTotal)}</th>
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
                    aria-label={response.signedName
                      ? say(M.signatureOf, { name: response.signedName })
                      : say(M.signatureOfCustomer)}
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
