import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { StatusToggle } from "../status_toggle.tsx";
import type { GallerySection } from "./section.ts";

const root = getRouteApi("__root__");

// The signed-in user's own status: a real call that the server refuses (nobody may disable themselves), so
// the gallery shows the whole round trip — disabled during the call, put back and explained on a refusal —
// without changing anything.
function OwnStatusExample() {
  const { viewer } = root.useLoaderData();
  const [error, setError] = useState<string | null>(null);
  if (!viewer) return null;
  return (
    <div className="gallery-row">
      <label className="checkbox">
        <StatusToggle
          url={`/ajax/users/${viewer.userId}/status`}
          isActive
          label={`${viewer.displayName} is active`}
          onError={setError}
        />
        {`${viewer.displayName} is active`}
      </label>
      {error && <p role="alert" className="form-error">{error}</p>}
    </div>
  );
}

export const statusToggleSection: GallerySection = {
  id: "status-toggle",
  title: "Status toggle",
  purpose:
    "A list row's active box: posts IsActive and Enabled on change, is disabled during the call, and goes " +
    "back with the reason when the answer is not 200. Try unticking your own account.",
  Example: OwnStatusExample,
};
