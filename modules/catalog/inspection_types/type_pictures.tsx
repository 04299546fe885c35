// An inspection type's pictures and videos (InspectionTypeAsset): owners and managers add and change them,
// mechanics look.
import { type Asset, AssetList } from "@modules/media/ui.ts";
import { useMediaKitWords } from "@modules/shops/ui.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TypePictures(props: { typeId: number; pictures: Asset[]; readOnly: boolean }) {
  const base = `/ajax/inspection-types/${props.typeId}`;
  const say = useWords();
  const words = useMediaKitWords();
  return (
    <section className="form-section" aria-labelledby="type-pictures-heading">
      <h2 id="type-pictures-heading">{say(M.picturesAndVideos)}</h2>
      <AssetList
        label={say(M.picturesOfType)}
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={props.pictures}
        readOnly={props.readOnly}
        imageEditing
        camera
        words={words}
      />
    </section>
  );
}
