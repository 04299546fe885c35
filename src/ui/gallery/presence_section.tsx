import { PresenceBadge } from "../presence_badge.tsx";
import type { PresenceUser } from "../presence.ts";
import type { GallerySection } from "./section.ts";

// One user of each kind the badge tells apart, plus an impersonation and a two-letter name.
const PEOPLE: PresenceUser[] = [
  {
    userId: 1,
    displayName: "Olivia Owner",
    avatarUri: null,
    isAdministrator: true,
    isMechanic: false,
    isManager: false,
  },
  {
    userId: 2,
    displayName: "Mark Manager",
    avatarUri: null,
    isAdministrator: false,
    isMechanic: false,
    isManager: true,
  },
  {
    userId: 3,
    displayName: "Mia Mechanic",
    avatarUri: null,
    isAdministrator: false,
    isMechanic: true,
    isManager: false,
  },
  {
    userId: 4,
    displayName: "Sam de la Cruz",
    avatarUri: null,
    isAdministrator: false,
    isMechanic: true,
    isManager: true,
  },
  {
    userId: 5,
    displayName: "Jo",
    avatarUri: null,
    isAdministrator: false,
    isMechanic: false,
    isManager: false,
  },
  {
    userId: 6,
    displayName: "Theo Tech",
    avatarUri: null,
    isAdministrator: false,
    isMechanic: true,
    isManager: false,
    actorUserId: 1,
    actorUserInitials: "OO",
    actorUserDisplayName: "Olivia Owner",
  },
];

export const presenceSection: GallerySection = {
  id: "presence",
  title: "Presence badges",
  purpose: "Who else has this inspection open: colour by user, initials, role in the title.",
  Example: () => (
    <ul className="gallery-row" aria-label="Presence badges">
      {PEOPLE.map((user) => (
        <li key={user.userId}>
          <PresenceBadge user={user} /> <span className="hint">{user.displayName}</span>
        </li>
      ))}
    </ul>
  ),
};
