// Presence badge rules (seed 001, "Presence" and its constants): who else has an inspection open, shown
// as a coloured badge. The colour comes from the user's id (25 colours), the text on it is black or white by
// the colour's brightness, the class and title from the roles. The realtime issue feeds it; the rules live
// here so every page draws badges the same way.
import { initialsOf } from "../platform/initials.ts";

/** Distinct colours, mid-to-dark and light, so neighbouring ids rarely look alike; each one is dark or light
 * enough that the text colour the seed's intensity rule gives it reads at WCAG AA (4.5:1), which a test
 * checks. */
export const PRESENCE_PALETTE: readonly string[] = [
  "#1f77b4",
  "#c74b00",
  "#008703",
  "#d62728",
  "#8e61b6",
  "#8c564b",
  "#e377c2",
  "#737373",
  "#7a7800",
  "#007f90",
  "#393b79",
  "#637939",
  "#8c6d31",
  "#843c39",
  "#7b4173",
  "#aec7e8",
  "#ffbb78",
  "#98df8a",
  "#ff9896",
  "#c5b0d5",
  "#c49c94",
  "#f7b6d2",
  "#dbdb8d",
  "#9edae5",
  "#1b5e20",
];

/** Text on a colour is black when its average channel intensity is above 0xA0, else white. */
export const TEXT_INTENSITY_THRESHOLD = 0xa0;
export const AVATAR_SIZE = 24;

export interface PresenceUser {
  userId: number;
  displayName: string;
  avatarUri?: string | null;
  isAdministrator: boolean;
  isMechanic: boolean;
  isManager: boolean;
  /** Set while someone acts as this user. */
  actorUserId?: number;
  actorUserInitials?: string;
  actorUserDisplayName?: string;
}

export type BadgeRole = "owner" | "mechanicManager" | "mechanic" | "manager" | "none";

export function presenceColours(userId: number): { background: string; text: "#000000" | "#ffffff" } {
  const index = ((userId % PRESENCE_PALETTE.length) + PRESENCE_PALETTE.length) % PRESENCE_PALETTE.length;
  const background = PRESENCE_PALETTE[index];
  const channels = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
  const intensity = (channels[0] + channels[1] + channels[2]) / 3;
  return { background, text: intensity > TEXT_INTENSITY_THRESHOLD ? "#000000" : "#ffffff" };
}

export function badgeRole(user: PresenceUser): BadgeRole {
  if (user.isAdministrator) return "owner";
  if (user.isMechanic && user.isManager) return "mechanicManager";
  if (user.isMechanic) return "mechanic";
  if (user.isManager) return "manager";
  return "none";
}

const ROLE_SUFFIX: Record<BadgeRole, string> = {
  owner: " (shop owner)",
  mechanicManager: " (mechanic and manager)",
  mechanic: " (mechanic)",
  manager: " (manager)",
  none: "",
};

/** "Mia Mechanic (mechanic)"; while impersonated, who is really there: "… — Olivia Owner acting". */
export function badgeTitle(user: PresenceUser): string {
  const title = `${user.displayName}${ROLE_SUFFIX[badgeRole(user)]}`;
  return user.actorUserDisplayName ? `${title} — ${user.actorUserDisplayName} acting` : title;
}

/** The badge's letters: the user's initials, and the actor's after a slash while impersonated. */
export function badgeInitials(user: PresenceUser): string {
  const own = initialsOf(user.displayName);
  return user.actorUserInitials ? `${own}/${user.actorUserInitials}` : own;
}
