/** Every text the messaging routes answer with. */
export const MESSAGING_MESSAGES = {
  conversationNotFound: 'This conversation does not exist.',
  userNotFound: 'This user does not exist.',
  notYourself: 'A conversation needs another person: you cannot message yourself.',
  empty: 'Write a message or attach a file: an empty message cannot be sent.',
  attachment: 'An attachment must be a file you uploaded (an image, PDF, DOC or DOCX up to 10MB).',
  clientIdReused: 'This client id belongs to another message of yours: send with a new one.',
  messageNotFound: 'This message does not exist.',
} as const;
