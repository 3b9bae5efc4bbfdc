/**
 * The owner's own photos: the editor uploads them into this folder of the repository (its
 * media_folder), so that a photo is content like a price, and names each in the dish's Photo field
 * by its address on the site, photosPath and the file's name ("/photos/masala-chai.webp"). The
 * build resizes each into out/photos/ (scripts/photos.mjs), where that address leads.
 */
export const photosFolder = 'content/photos';

export const photosPath = '/photos';

/** The kinds of photo the build can resize: what a phone's camera and the editor save. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The pattern of an uploaded photo's name in a dish's Photo field: one file in photosPath, no folders. */
export const uploadedPhotoPattern = `${photosPath}/[\\w-][\\w.-]*\\.(?:${photoExtensions
  .flatMap((extension) => [extension, extension.toUpperCase()])
  .join('|')})`;
