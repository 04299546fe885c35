// Whether a picture's metadata says where it was taken: the EXIF GPS block, or GPS fields in XMP. Used to
// report hasLocation on upload and, in the tests, to prove the customer-facing views carry none.

const GPS_INFO_TAG = 0x8825;

/** True when the EXIF block (as sharp's metadata().exif gives it) points to a GPS block with any fields. */
export function exifHasLocation(exif: Uint8Array | undefined): boolean {
  if (exif === undefined || exif.length < 14) return false;
  // sharp hands the APP1 payload: "Exif\0\0" then a TIFF header; some writers leave the prefix out.
  const tiff = new TextDecoder("latin1").decode(exif.subarray(0, 4)) === "Exif" ? 6 : 0;
  const view = new DataView(exif.buffer, exif.byteOffset + tiff, exif.length - tiff);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return false;
  const little = order === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  try {
    const ifd0 = u32(4);
    const entries = u16(ifd0);
    for (let i = 0; i < entries; i++) {
      const entry = ifd0 + 2 + i * 12;
      if (u16(entry) === GPS_INFO_TAG) return u16(u32(entry + 8)) > 0;
    }
  } catch (error) {
    // An offset past the end: a damaged block, which says nothing about a location.
    if (error instanceof RangeError) return false;
    throw error;
  }
  return false;
}

/** True when XMP (as sharp gives it) carries GPS coordinates. */
export function xmpHasLocation(xmp: Uint8Array | undefined): boolean {
  return xmp !== undefined && /GPS(Latitude|Longitude)/.test(new TextDecoder().decode(xmp));
}
