// A small page for the gallery's iframe popup example and its browser test: a form to leave unsaved, and
// a link to a second page, so navigating inside a popup can be seen. Page 2 has a chat section, for the
// popup's Chat action.
import { CHAT_SECTION_ID } from "../iframe_popup.tsx";

export function PopupSamplePage({ page, shopUriName }: { page?: 2; shopUriName: string }) {
  const other = page === 2 ? "" : "?page=2";
  return (
    <main className="page popup-sample">
      <div className="page-heading">
        <h1>{page === 2 ? "Popup sample, page 2" : "Popup sample"}</h1>
      </div>
      <p className="hint">
        A page of the app, opened in a popup from the component gallery. Change the form, then close the
        popup.
      </p>
      <form method="get" className="popup-sample-form">
        <div className="field">
          <label htmlFor="sample-note">Vehicle note</label>
          <input id="sample-note" name="note" defaultValue="" />
        </div>
        <div className="field">
          <label htmlFor="sample-priority">Priority</label>
          <select id="sample-priority" name="priority" defaultValue="routine">
            <option value="routine">Routine</option>
            <option value="soon">Soon</option>
            <option value="urgent">Urgent</option>
          </select>
        </div>
      </form>
      {page === 2 && (
        // Where a page keeps its chat; the popup then offers Chat in its header (iframe_popup.tsx).
        <section id={CHAT_SECTION_ID} aria-labelledby="sample-chat-title">
          <h2 id="sample-chat-title">Chat</h2>
          <div className="field">
            <label htmlFor="sample-message">Message</label>
            <input id="sample-message" />
          </div>
        </section>
      )}
      {/* A plain link, not a router Link: it loads the next page in the frame, as any page of the app. */}
      <p>
        <a href={`/${shopUriName}/gallery/popup-sample${other}`}>
          {page === 2 ? "Back to the first sample page" : "Next sample page"}
        </a>
      </p>
    </main>
  );
}
