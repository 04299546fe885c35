// The work queue tells the adviser when a customer answers (issue 22, decision 032): the answers of the last
// day they hear of (their notify mode) stand above the list until dismissed, each with what it comes to and a
// link to its report. The list reads itself every few seconds, so a new answer appears within them; it is
// announced (a status region). What was dismissed is remembered on this device, per shop.
import { useEffect, useState } from "react";
import { INSPECTIONS_LIST_MESSAGES as M, useMoney, useWords } from "@modules/text/ui.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import type { AnswerNotice } from "./answer_notices.server.ts";

const ANSWER_WORDS = {
  approved: M.answerApproved,
  partlyApproved: M.answerPartlyApproved,
  declined: M.answerDeclined,
};

function seenKey(shopUriName: string): string {
  return `dvi.answers-seen.${shopUriName}`;
}

export function AnswerNotices({ shopUriName, answers }: { shopUriName: string; answers: AnswerNotice[] }) {
  const say = useWords();
  const money = useMoney();
  const hydrated = useHydrated();
  const [seen, setSeen] = useState("");
  useEffect(() => setSeen(globalThis.localStorage?.getItem(seenKey(shopUriName)) ?? ""), [shopUriName]);
  // Nothing in the server's HTML: what this device dismissed is known only here.
  const fresh = hydrated ? answers.filter((answer) => answer.answeredAt > seen) : [];
  function dismiss() {
    const newest = answers[0]?.answeredAt ?? "";
    globalThis.localStorage?.setItem(seenKey(shopUriName), newest);
    setSeen(newest);
  }
  return (
    <section className="answer-notices" role="status" aria-label={say(M.answersHeading)}>
      {fresh.length > 0 && (
        <>
          <h2>{say(M.answersHeading)}</h2>
          <ul>
            {fresh.map((answer) => {
              const approved = money(answer.approvedAmount);
              const declined = money(answer.declinedAmount);
              const amounts = answer.answer === "approved"
                ? say(M.answerApprovedAmount, { approved })
                : answer.answer === "declined"
                ? say(M.answerDeclinedAmount, { declined })
                : say(M.answerAmounts, { approved, declined });
              return (
                <li
                  key={`${answer.encId}-${answer.answeredAt}`}
                  className={`answer-notice answer-${answer.answer}`}
                >
                  <span>
                    {say(M.answerNotice, {
                      customer: answer.customerName || say(M.answerNoticeCustomer),
                      vehicle: answer.vehicleName || answer.roNumber,
                      answer: say(ANSWER_WORDS[answer.answer]),
                      amounts,
                    })}
                  </span>
                  <a href={`/${shopUriName}/inspections/${answer.encId}/report`}>{say(M.answerNoticeOpen)}</a>
                </li>
              );
            })}
          </ul>
          <button type="button" className="button" onClick={dismiss}>{say(M.answersDismiss)}</button>
        </>
      )}
    </section>
  );
}
