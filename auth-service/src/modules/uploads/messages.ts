/** Every text the uploads routes answer with; the size and type texts are the spec's. */
export const UPLOAD_MESSAGES = {
  tooLarge: (filename: string, limit: string) =>
    `${filename} is too large. Maximum file size is ${limit}.`,
  notAnImage: (filename: string) => `${filename} is not a valid image file.`,
  notAnAttachment: (filename: string) => `${filename} is not a PDF, JPG, PNG, DOC or DOCX file.`,
  notAMessageAttachment: (filename: string) =>
    `${filename} is not an image, PDF, DOC or DOCX file.`,
  purpose:
    'Upload-Metadata must name the purpose of the upload: image, product-file, service-catalogue, application-file, request-attachment, attachment, order-file or verification-document.',
  filename:
    'Upload-Metadata must name the file (filename): 1 to 255 characters, no control characters.',
  metadata: 'Upload-Metadata must be comma-separated pairs of a key and a base64 value.',
  length: 'Send the size of the file in Upload-Length: uploads of unknown length are not accepted.',
  notFound: 'This upload does not exist.',
  imageNotFound: 'This image does not exist.',
  fileNotFound: 'This file does not exist.',
  locked:
    'Another request is writing this upload right now. Try again in a moment: the upload resumes from where it stopped.',
} as const;
