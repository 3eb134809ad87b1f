// Uploaded files (logos, banners): storage, size and type checks, their public URLs.

export { fileUrlOf, toStoredFile } from './file-dto';
export { removeStoredFile } from './remove-file';
export { deleteFileRecord, type FileRecord, findFileRecord } from './repository';
export { fileRoutes } from './routes';
export { type FilePurpose, type ImageUpload, storeImage } from './store-image';
