/** Uploads: checked and stored in the caller's transaction, read under their owner's rule. */
export { fileRoutes } from './files.routes';
export { fileUrl, removeWritten, storeUpload } from './files.service';
export { deleteFileRows } from './files.repository';
export { sweepOrphanUploads } from './orphan-sweep';
