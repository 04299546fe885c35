// media: assets (photos, videos, documents), the upload protocol, storage, image views and video
// transcoding. A generic service: the module that owns a thing checks permission, then asks media to
// store its files. Built by the media issue; nothing is public yet.
export {};
