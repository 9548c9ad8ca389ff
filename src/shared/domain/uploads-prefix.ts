/** Where the app serves images stored on its local disk (server plugins/storage.ts). */
export const UPLOADS_PREFIX = '/uploads/';
