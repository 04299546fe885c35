import { wcagContrast } from "culori";
import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import {
  badgeInitials,
  badgeRole,
  badgeTitle,
  PRESENCE_PALETTE,
  presenceColours,
  type PresenceUser,
} from "./presence.ts";
import { PresenceBadge } from "./presence_badge.tsx";

const mia: PresenceUser = {
  userId: 27,
  displayName: "Mia Mechanic",
  isAdministrator: false,
  isMechanic: true,
  isManager: false,
};

Deno.test("a badge's colour is the palette's entry at userId modulo 25; text is black above intensity 0xA0", () => {
  assert.equal(PRESENCE_PALETTE.length, 25);
  assert.equal(new Set(PRESENCE_PALETTE).size, 25);
  assert.equal(presenceColours(27).background, PRESENCE_PALETTE[2]);
  assert.equal(presenceColours(2).background, presenceColours(52).background);
  // #1f77b4 averages 0x6b: white text. #ffbb78 averages 0xbd: black text. #7a7800 averages 0x51: white.
  assert.equal(presenceColours(0).text, "#ffffff");
  assert.equal(presenceColours(16).text, "#000000");
  assert.equal(presenceColours(8).text, "#ffffff");
});

Deno.test("every palette colour reads at WCAG AA with the text colour the intensity rule gives it", () => {
  PRESENCE_PALETTE.forEach((_, userId) => {
    const { background, text } = presenceColours(userId);
    assert.ok(wcagContrast(background, text) >= 4.5, `${background} with ${text}`);
  });
});

Deno.test("the badge class and title follow the roles; the owner flag wins", () => {
  const roles = (isAdministrator: boolean, isManager: boolean, isMechanic: boolean) => ({
    ...mia,
    isAdministrator,
    isManager,
    isMechanic,
  });
  assert.equal(badgeRole(roles(true, true, true)), "owner");
  assert.equal(badgeRole(roles(false, true, true)), "mechanicManager");
  assert.equal(badgeRole(roles(false, false, true)), "mechanic");
  assert.equal(badgeRole(roles(false, true, false)), "manager");
  assert.equal(badgeRole(roles(false, false, false)), "none");
  assert.equal(badgeTitle(roles(true, false, false)), "Mia Mechanic (shop owner)");
  assert.equal(badgeTitle(roles(false, true, true)), "Mia Mechanic (mechanic and manager)");
  assert.equal(badgeTitle(roles(false, false, false)), "Mia Mechanic");
});

Deno.test("an impersonated user's badge shows who is really there", () => {
  const acted = { ...mia, actorUserId: 1, actorUserInitials: "OO", actorUserDisplayName: "Olivia Owner" };
  assert.equal(badgeInitials(acted), "MM/OO");
  assert.equal(badgeTitle(acted), "Mia Mechanic (mechanic) — Olivia Owner acting");
});

Deno.test("the badge renders initials on the user's colour, or the 24 × 24 avatar", () => {
  const initials = renderToStaticMarkup(<PresenceBadge user={mia} />);
  assert.equal(
    initials,
    '<span class="presence-badge mechanic" role="img" aria-label="Mia Mechanic (mechanic)" ' +
      'title="Mia Mechanic (mechanic)" style="background:#008703;color:#ffffff">MM</span>',
  );
  const avatar = renderToStaticMarkup(<PresenceBadge user={{ ...mia, avatarUri: "/a/27.jpg" }} />);
  assert.match(
    avatar,
    /^<img class="presence-badge mechanic" src="\/a\/27\.jpg" loading="lazy" width="24" height="24"/,
  );
});
