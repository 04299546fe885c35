// An inspection type's pictures and videos (InspectionTypeAsset): owners and managers add and change them,
// mechanics look.
import { type Asset, AssetList } from "@modules/media/ui.ts";

export function TypePictures(props: { typeId: number; pictures: Asset[]; readOnly: boolean }) {
  const base = `/ajax/inspection-types/${props.typeId}`;
  return (
    <section className="form-section" aria-labelledby="type-pictures-heading">
      <h2 id="type-pictures-heading">Pictures and videos</h2>
      <AssetList
        label="Pictures and videos of this inspection type"
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={props.pictures}
        readOnly={props.readOnly}
        imageEditing
        camera
      />
    </section>
  );
}
