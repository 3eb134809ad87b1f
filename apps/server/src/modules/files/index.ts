export { fileUrlOf, toStoredFile } from './file-dto';
export { deleteFileRecord, type FileRecord, findFileRecord } from './repository';
export { type FilePurpose, type ImageUpload, storeImage } from './store-image';
