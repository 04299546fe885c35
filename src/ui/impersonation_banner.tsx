// Shown on every page while someone acts as another user: who is really at the keyboard, as whom, and
// the one button that ends it.
import { CsrfField } from "./forms.tsx";

export function ImpersonationBanner(props: {
  viewer: { displayName: string };
  actor: { displayName: string; initials: string };
}) {
  return (
    <div className="impersonation-banner" role="status">
      <span className="initials" title={props.actor.displayName}>{props.actor.initials}</span>
      <span>
        {`${props.actor.displayName} is acting as `}
        <strong>{props.viewer.displayName}</strong>
      </span>
      <form method="post" action="/session/endImpersonation">
        <CsrfField />
        <button type="submit" className="button">End impersonation</button>
      </form>
    </div>
  );
}
