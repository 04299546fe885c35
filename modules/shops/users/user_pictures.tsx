import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { type Asset, AssetList } from "@modules/media/ui.ts";
import { Avatar } from "@ui/avatar.tsx";
import { avatarUrlOf } from "./avatar.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useMediaKitWords } from "../media_words.ts";

// A member's pictures in this shop, on their own page and on their user page: upload (or take) a photo and
// choose "Use as profile picture" in its menu. The heading shows the profile picture as the list changes;
// when it is the viewer's own, the shop's header (its layout's loader) is asked again so the picture beside
// their name follows. No Edit image here: the editor's calls come from its own page, which names no shop,
// and a user's pictures are found through the shop of the calling page.

/** The heading's profile picture, kept in step with the pictures list below it. */
export function useAvatar(pictures: Asset[] | null, isViewer: boolean) {
  const router = useRouter();
  const [url, setUrl] = useState(() => pictures && avatarUrlOf(pictures));
  function onPicturesChange(assets: Asset[]) {
    const next = avatarUrlOf(assets);
    if (next === url) return;
    setUrl(next);
    if (isViewer) router.invalidate({ filter: (match) => match.routeId === "/$shopUriName" });
  }
  return { url, onPicturesChange };
}

export function PersonHeading(props: { name: string; avatarUrl: string | null; children?: React.ReactNode }) {
  const say = useWords();
  return (
    <h1 className="person-heading">
      {props.avatarUrl && <Avatar url={props.avatarUrl} size="large" alt={say(M.profilePicture)} />}
      <span>{props.name}</span>
      {props.children}
    </h1>
  );
}

export function UserPictures(props: {
  userId: number;
  /** Whose pictures, for the list's name: "Your pictures", "Pictures of Mia Mechanic". */
  label: string;
  pictures: Asset[];
  readOnly: boolean;
  onChange(assets: Asset[]): void;
}) {
  const base = `/ajax/users/${props.userId}`;
  const say = useWords();
  const words = useMediaKitWords();
  return (
    <section className="form-section" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">{say(M.pictures)}</h2>
      {!props.readOnly && <p className="hint">{say(M.picturesHint)}</p>}
      <AssetList
        label={props.label}
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={props.pictures}
        readOnly={props.readOnly}
        camera
        imageEditing
        onChange={props.onChange}
        words={words}
      />
    </section>
  );
}
