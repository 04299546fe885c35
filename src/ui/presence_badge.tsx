// One presence badge: the avatar (24 × 24) when the user has one, else their initials on their colour.
import {
  AVATAR_SIZE,
  badgeInitials,
  badgeRole,
  badgeTitle,
  presenceColours,
  type PresenceUser,
} from "./presence.ts";

export function PresenceBadge({ user }: { user: PresenceUser }) {
  const title = badgeTitle(user);
  const className = `presence-badge ${badgeRole(user)}`;
  if (user.avatarUri) {
    return (
      <img
        className={className}
        src={user.avatarUri}
        loading="lazy"
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        alt={title}
        title={title}
      />
    );
  }
  const colours = presenceColours(user.userId);
  return (
    <span
      className={className}
      role="img"
      aria-label={title}
      title={title}
      style={{ background: colours.background, color: colours.text }}
    >
      {badgeInitials(user)}
    </span>
  );
}
